import { Hono } from 'hono';
import type { StubDeps, StubEnv } from '../context.ts';
import { lookups } from './lookups.ts';
import { notification } from './notification.ts';

/** The common service: signup lookups and the notification bell. */
export function commonArea(deps: StubDeps) {
  const app = new Hono<StubEnv>();
  lookups(app);
  notification(app, deps);
  return app;
}
