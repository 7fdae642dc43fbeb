import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Snackbar } from './snackbar.tsx';
import { hideSnackbar, showSnackbar } from './ui-state.ts';

describe('the snackbar (seed §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => hideSnackbar());
    vi.useRealTimers();
  });

  it('shows at the top centre for 6000 ms unless told otherwise', async () => {
    render(<Snackbar />);
    await act(async () => showSnackbar('Saved for later'));
    const snackbar = screen.getByRole('status');
    expect(snackbar.textContent).toContain('Saved for later');
    expect(snackbar.className).toContain('snackbar-top ');
    await act(async () => vi.advanceTimersByTime(5999));
    expect(screen.queryByRole('status')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows an error as an alert where and for as long as it was asked', async () => {
    render(<Snackbar />);
    await act(async () =>
      showSnackbar('Oops something went wrong', {
        variant: 'error',
        autoHideDuration: 3000,
        placement: 'topRight',
      }),
    );
    expect(screen.getByRole('alert').className).toContain('snackbar-topRight');
    await act(async () => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes from its close button', async () => {
    render(<Snackbar />);
    await act(async () => showSnackbar('Saved for later'));
    await act(async () => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
