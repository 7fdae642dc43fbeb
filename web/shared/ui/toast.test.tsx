import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useNotification } from './antd.ts';
import { connectToasts, toast, toastConfig } from './toast.ts';

/** Where the app shows its toasts (app/providers.tsx does the same). */
function ToastHost() {
  const [notification, holder] = useNotification(toastConfig);
  useEffect(() => connectToasts(notification), [notification]);
  return holder;
}

describe('toasts, as a screen reader hears them (issue 12, item 5)', () => {
  afterEach(() => connectToasts(undefined));

  it.each(['success', 'error', 'info', 'warning'] as const)(
    'reads a %s toast by its words and its Close button, no icon',
    async (variant) => {
      render(<ToastHost />);
      toast[variant]('Your note is saved');
      await screen.findByText('Your note is saved');
      expect(screen.queryAllByRole('img')).toEqual([]);
      expect(screen.getByRole('button', { name: /close/i })).toBeTruthy();
    },
  );
});
