import { Hono } from 'hono';
import type { StubDeps, StubEnv } from '../context.ts';
import { saveUrl } from './save-url.ts';

/** Page visits (seed §4): the SPA's batches of visited URLs. */
export function visitsArea(deps: StubDeps) {
  const app = new Hono<StubEnv>();
  saveUrl(app, deps);
  return app;
}
