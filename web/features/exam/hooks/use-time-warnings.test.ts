import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../shared/ui/toast.ts';
import { useTimeWarnings } from './use-time-warnings.ts';

afterEach(() => vi.restoreAllMocks());

/** Counts down through the hook, collecting each warning it raises, in order. */
function countdownFrom(first: number | null) {
  const view = renderHook(({ left }) => useTimeWarnings(left), { initialProps: { left: first } });
  const raised: string[] = [];
  const collect = () => {
    const message = view.result.current.message;
    if (message !== null && raised.at(-1) !== message) raised.push(message);
  };
  collect();
  return {
    raised,
    view,
    tick: (left: number | null) => {
      view.rerender({ left });
      collect();
    },
  };
}

describe('time warnings (D15)', () => {
  it('warns at 5 minutes and at 1 minute, once each', () => {
    const { raised, tick } = countdownFrom(302);
    tick(301);
    expect(raised).toEqual([]);
    tick(300);
    tick(299);
    expect(raised).toEqual(['5 minutes left. Your answers are saved as you go.']);
    tick(61);
    tick(60);
    tick(59);
    expect(raised).toEqual([
      '5 minutes left. Your answers are saved as you go.',
      '1 minute left. The test submits itself when the time is up.',
    ]);
  });

  it('arriving past a mark says the true time left: 3 minutes, 1 minute 14 seconds, 40 seconds', () => {
    expect(countdownFrom(180).raised).toEqual([
      '3 minutes left. Your answers are saved as you go.',
    ]);
    expect(countdownFrom(74).raised).toEqual([
      '1 minute 14 seconds left. Your answers are saved as you go.',
    ]);
    const late = countdownFrom(40);
    late.tick(39);
    expect(late.raised).toEqual(['40 seconds left. The test submits itself when the time is up.']);
  });

  it('is shown in the page, not as a toast over the clock and Submit, until dismissed', () => {
    const shown = vi.spyOn(toast, 'warning');
    const { view, tick } = countdownFrom(300);
    expect(shown).not.toHaveBeenCalled();
    tick(250);
    expect(view.result.current.message).toBe('5 minutes left. Your answers are saved as you go.');
    act(() => view.result.current.dismiss());
    expect(view.result.current.message).toBeNull();
    tick(200);
    expect(view.result.current.message).toBeNull();
  });

  it('says nothing with no running test or once the time is up', () => {
    const { raised, tick } = countdownFrom(null);
    tick(0);
    expect(raised).toEqual([]);
  });
});
