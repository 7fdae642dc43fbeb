import { describe, expect, it } from 'vitest';
import { saveStatusOf } from './save-status.ts';

describe('what the test screen says of the student’s changes (D15)', () => {
  it('says saved when nothing waits, whatever the sender went through', () => {
    expect(saveStatusOf({ state: 'failed', message: 'Bad gateway' }, 0)).toEqual({
      state: 'saved',
    });
  });

  it('says how many questions wait, and why: on their way, offline, or the server failing', () => {
    expect(saveStatusOf({ state: 'sending' }, 2)).toEqual({ state: 'saving', kept: 2 });
    expect(saveStatusOf({ state: 'idle' }, 1)).toEqual({ state: 'saving', kept: 1 });
    expect(saveStatusOf({ state: 'offline' }, 3)).toEqual({ state: 'offline', kept: 3 });
    expect(saveStatusOf({ state: 'failed', message: 'Bad gateway' }, 1)).toEqual({
      state: 'failed',
      kept: 1,
      message: 'Bad gateway',
    });
  });
});
