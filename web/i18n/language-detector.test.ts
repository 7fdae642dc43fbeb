import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { languageDetector } from './language-detector.ts';

const setCookie = (value: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the detector under test reads document.cookie.
  document.cookie = value;
};
const clearCookie = () => setCookie('i18next=; path=/; max-age=0');

describe('language detection in the seed order (D17)', () => {
  beforeEach(() => {
    clearCookie();
    localStorage.clear();
    document.documentElement.removeAttribute('lang');
  });
  afterEach(clearCookie);

  it('puts the cookie first, then html lang, then local storage', () => {
    setCookie('i18next=tn; path=/');
    document.documentElement.setAttribute('lang', 'en');
    localStorage.setItem('i18nextLng', 'en');
    expect((languageDetector.detect() as string[]).slice(0, 3)).toEqual(['tn', 'en', 'en']);
  });

  it('falls back to local storage when there is no cookie or html lang', () => {
    localStorage.setItem('i18nextLng', 'tn');
    expect((languageDetector.detect() as string[])[0]).toBe('tn');
  });

  it('caches a choice in the i18next cookie and local storage', () => {
    languageDetector.cacheUserLanguage?.('tn');
    expect(document.cookie).toContain('i18next=tn');
    expect(localStorage.getItem('i18nextLng')).toBe('tn');
  });
});
