import { Hono } from 'hono';
import type { StubDeps, StubEnv } from '../../context.ts';
import { markEventsRead } from './mark-events-read.ts';
import { recruiterEvents } from './recruiter-events.ts';
import { studentEvents } from './student-events.ts';

/**
 * The bell's events, marked read: a student's on their applications (D26), a recruiter's on their
 * own jobs (D34).
 */
export function eventsArea(deps: StubDeps) {
  const app = new Hono<StubEnv>();
  for (const add of [studentEvents, recruiterEvents, markEventsRead]) add(app, deps);
  return app;
}
