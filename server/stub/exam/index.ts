import { Hono } from 'hono';
import type { StubDeps, StubEnv } from '../context.ts';
import { testClock } from './test-clock.ts';
import { testFlag } from './test-flag.ts';
import { testOpen } from './test-open.ts';
import { testResult } from './test-result.ts';
import { testSaveAnswer } from './test-save-answer.ts';
import { testStart } from './test-start.ts';
import { testSubmit } from './test-submit.ts';
import { testTasks } from './test-tasks.ts';

/** The timed test (D15): assigned tests, attempts on the server's clock, answers, results. */
export function examArea(deps: StubDeps) {
  const app = new Hono<StubEnv>();
  for (const add of [
    testTasks,
    testOpen,
    testStart,
    testClock,
    testSaveAnswer,
    testFlag,
    testSubmit,
    testResult,
  ]) {
    add(app, deps);
  }
  return app;
}
