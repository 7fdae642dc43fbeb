import { Hono } from 'hono';
import type { StubDeps, StubEnv } from '../../context.ts';
import { markEventsRead } from './mark-events-read.ts';
import { studentEvents } from './student-events.ts';

/** A student's events on their applications (D26): the list behind the bell, marked read. */
export function eventsArea(deps: StubDeps) {
  const app = new Hono<StubEnv>();
  for (const add of [studentEvents, markEventsRead]) add(app, deps);
  return app;
}
