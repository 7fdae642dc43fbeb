import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../shared/ui/toast.ts';
import { useTimeWarnings } from './use-time-warnings.ts';

afterEach(() => vi.restoreAllMocks());

function countdownFrom(first: number | null) {
  const warning = vi.spyOn(toast, 'warning').mockImplementation(() => {});
  const view = renderHook(({ left }) => useTimeWarnings(left), { initialProps: { left: first } });
  return { warning, tick: (left: number | null) => view.rerender({ left }) };
}

describe('time warnings (D15)', () => {
  it('warns at 5 minutes and at 1 minute, once each', () => {
    const { warning, tick } = countdownFrom(302);
    tick(301);
    expect(warning).not.toHaveBeenCalled();
    tick(300);
    tick(299);
    expect(warning.mock.calls).toEqual([['5 minutes left. Your answers are saved as you go.']]);
    tick(61);
    tick(60);
    tick(59);
    expect(warning.mock.calls.at(-1)).toEqual([
      '1 minute left. The test submits itself when the time is up.',
    ]);
    expect(warning).toHaveBeenCalledTimes(2);
  });

  it('arriving with 3 minutes left gives the 5-minute warning, with 40 seconds only the 1-minute one', () => {
    expect(countdownFrom(180).warning.mock.calls).toEqual([
      ['5 minutes left. Your answers are saved as you go.'],
    ]);
    vi.restoreAllMocks();
    const late = countdownFrom(40);
    late.tick(39);
    expect(late.warning.mock.calls).toEqual([
      ['1 minute left. The test submits itself when the time is up.'],
    ]);
  });

  it('says nothing with no running test or once the time is up', () => {
    const { warning, tick } = countdownFrom(null);
    tick(0);
    expect(warning).not.toHaveBeenCalled();
  });
});
