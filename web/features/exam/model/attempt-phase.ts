import type { TestResult, TestSession, TestTask, TestView } from '#openapi/exam.ts';

/** What the test screen shows (D15). */
export type AttemptPhase =
  | { name: 'loading' }
  | { name: 'failed'; message: string }
  | { name: 'notAssigned' }
  | { name: 'instructions'; task: TestTask }
  | { name: 'running'; task: TestTask; session: TestSession }
  | { name: 'result'; task: TestTask; result: TestResult }
  | { name: 'takenOver' };

/** What happens to the attempt, as far as the screen is concerned. */
export type AttemptEvent =
  /** The attempt is being (re)opened from scratch. */
  | { type: 'loading' }
  /** The server answered open or start with the attempt as it stands. */
  | { type: 'opened'; view: TestView }
  | { type: 'notAssigned' }
  | { type: 'failed'; message: string }
  /** This page's submission was taken. */
  | { type: 'submitted'; result: TestResult }
  /** Another tab or device writes the attempt now. */
  | { type: 'takenOver' };

/** The screen's next phase (a reducer): a submission shows its result only over a running test. */
export function attemptPhase(phase: AttemptPhase, event: AttemptEvent): AttemptPhase {
  switch (event.type) {
    case 'loading':
    case 'notAssigned':
    case 'takenOver':
      return { name: event.type };
    case 'failed':
      return { name: 'failed', message: event.message };
    case 'opened': {
      const { task, session, result } = event.view;
      if (result) return { name: 'result', task, result };
      if (session) return { name: 'running', task, session };
      return { name: 'instructions', task };
    }
    case 'submitted':
      return phase.name === 'running'
        ? { name: 'result', task: phase.task, result: event.result }
        : phase;
  }
}
