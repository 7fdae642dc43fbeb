import { describe, expect, it } from 'vitest';
import { saveStatusOf } from './save-status.ts';

describe('what the test screen says of the student’s changes (D15)', () => {
  it('says saved when nothing waits, whatever the sender went through', () => {
    expect(
      saveStatusOf({ state: 'failed', message: 'Bad gateway' }, { answers: 0, flags: 0 }),
    ).toEqual({
      state: 'saved',
    });
  });

  it('says how many answers and flags wait, and why: on their way, offline, or the server failing', () => {
    const two = { answers: 2, flags: 0 };
    const flag = { answers: 0, flags: 1 };
    expect(saveStatusOf({ state: 'sending' }, two)).toEqual({ state: 'saving', kept: two });
    expect(saveStatusOf({ state: 'idle' }, flag)).toEqual({ state: 'saving', kept: flag });
    expect(saveStatusOf({ state: 'offline' }, flag)).toEqual({ state: 'offline', kept: flag });
    expect(saveStatusOf({ state: 'failed', message: 'Bad gateway' }, two)).toEqual({
      state: 'failed',
      kept: two,
      message: 'Bad gateway',
    });
  });
});
