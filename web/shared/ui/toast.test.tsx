import { act, screen, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { connectToasts, toast } from './toast.ts';
import { unmountToastHost } from './toast-host.tsx';

// The real host, not the nothing web/test/setup.ts connects; taken down with its timers at the end.
beforeEach(() => {
  if (!document.querySelector('.toast-host')) connectToasts(undefined);
});
afterAll(() => act(() => unmountToastHost()));

describe('toasts, as a screen reader hears them (issue 12, item 5)', () => {
  // The first toast loads antd's notification and its host (toast-host.tsx): a page that shows
  // none never loads them (issue 13). Later toasts go to the same host.
  it.each(['success', 'error', 'info', 'warning'] as const)(
    'reads a %s toast by its words and its Close button, no icon',
    async (variant) => {
      toast[variant](`Your ${variant} note is saved`);
      // The first waits for antd to load, which takes vitest a few seconds to transform.
      const text = await screen.findByText(`Your ${variant} note is saved`);
      const notice = text.closest('.ant-notification-notice') as HTMLElement;
      expect(within(notice).queryAllByRole('img')).toEqual([]);
      expect(within(notice).getByRole('button', { name: /close/i })).toBeTruthy();
      expect(document.querySelectorAll('.toast-host')).toHaveLength(1);
    },
  );
});
