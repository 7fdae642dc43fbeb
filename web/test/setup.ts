import { cleanup, configure } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, vi } from 'vitest';
import en from '../public/assets/languages/en/translation.json';
import { connectToasts } from '../shared/ui/toast.ts';

// How long a findBy or waitFor waits for what a user would see. Lists are drawn in a deferred
// render that yields every few ms (issue 29), and antd comes with the form that needs it: in a
// full run on two cores, a file's first import of antd or a drawer's rules took over 3 s (1 s is
// the default). A story that passes does not wait longer for it; one that fails says what it did
// not find, within the project's test timeout (vitest.config.ts).
configure({ asyncUtilTimeout: 10_000 });

// antd's Form and Grid read media queries; happy-dom has no matchMedia.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

// Toasts go nowhere unless a test collects them (test/toasts.ts) or draws antd's (toast.test.tsx):
// the real host would load antd after the test has moved on, and its 3 s timers would fire once
// the file's page is gone (React then fails on a missing window).
beforeEach(() => {
  if (!document.querySelector('.toast-host')) connectToasts(() => undefined);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Components read English from the real translation file, without the HTTP backend.
await i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
});
