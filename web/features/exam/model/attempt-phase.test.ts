import { describe, expect, it } from 'vitest';
import type { TestSession } from '#openapi/exam.ts';
import { aptitudeTask, questions, submittedResult } from '../components/testing.ts';
import { type AttemptPhase, attemptPhase } from './attempt-phase.ts';

const session: TestSession = {
  TestSessionID: 'ts-1',
  startedAt: 0,
  deadline: 3_600_000,
  serverTime: 0,
  RemainingTime: 3600,
  status: 'running',
  questions,
  answers: [],
  flags: [],
  lastQuestionID: null,
  lastSeq: 0,
};
const task = aptitudeTask;
const running: AttemptPhase = { name: 'running', task, session };

describe('the test screen’s phase (D15)', () => {
  it('shows what the server answered: the instructions, the running test or its result', () => {
    const loading: AttemptPhase = { name: 'loading' };
    const opened = (view: Partial<{ session: TestSession; result: typeof submittedResult }>) =>
      attemptPhase(loading, {
        type: 'opened',
        view: { task, session: null, result: null, ...view },
      });
    expect(opened({})).toEqual({ name: 'instructions', task });
    expect(opened({ session })).toEqual(running);
    expect(opened({ session, result: submittedResult })).toEqual({
      name: 'result',
      task,
      result: submittedResult,
    });
  });

  it('turns a running test into its result once this page’s submission is taken', () => {
    expect(attemptPhase(running, { type: 'submitted', result: submittedResult })).toEqual({
      name: 'result',
      task,
      result: submittedResult,
    });
  });

  it('leaves any other screen as it is when a submission lands late', () => {
    const takenOver: AttemptPhase = { name: 'takenOver' };
    expect(attemptPhase(takenOver, { type: 'submitted', result: submittedResult })).toBe(takenOver);
  });

  it('stops for another tab, fails with the words to show, or says the test is not assigned', () => {
    expect(attemptPhase(running, { type: 'takenOver' })).toEqual({ name: 'takenOver' });
    expect(attemptPhase(running, { type: 'failed', message: 'Network down' })).toEqual({
      name: 'failed',
      message: 'Network down',
    });
    expect(attemptPhase({ name: 'loading' }, { type: 'notAssigned' })).toEqual({
      name: 'notAssigned',
    });
    expect(attemptPhase(running, { type: 'loading' })).toEqual({ name: 'loading' });
  });
});
