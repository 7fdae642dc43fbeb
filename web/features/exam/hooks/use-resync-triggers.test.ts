import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_RESYNC_MS, useResyncTriggers } from './use-resync-triggers.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function triggers(active = true) {
  const handlers = { resync: vi.fn(), online: vi.fn(), offline: vi.fn() };
  const view = renderHook(({ on }) => useResyncTriggers(on, handlers), {
    initialProps: { on: active },
  });
  return { handlers, view };
}

describe('when the test asks the server for its clock (D15)', () => {
  it('every 30 s', () => {
    const { handlers } = triggers();
    vi.advanceTimersByTime(CLOCK_RESYNC_MS - 1);
    expect(handlers.resync).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(CLOCK_RESYNC_MS);
    expect(handlers.resync).toHaveBeenCalledTimes(2);
  });

  it('on focus, on becoming visible and on reconnecting, which also sends the waiting answers', () => {
    const { handlers } = triggers();
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('online'));
    expect(handlers.resync).toHaveBeenCalledTimes(3);
    expect(handlers.online).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('offline'));
    expect(handlers.offline).toHaveBeenCalledOnce();
  });

  it('not at all without a running test, nor once it has ended', () => {
    const { handlers, view } = triggers(false);
    window.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(CLOCK_RESYNC_MS);
    view.rerender({ on: true });
    view.rerender({ on: false });
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(CLOCK_RESYNC_MS);
    expect(handlers.resync).not.toHaveBeenCalled();
  });
});
