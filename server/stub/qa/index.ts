import { Hono } from 'hono';
import { StubOps } from '#openapi/operations/stub.ts';
import { route } from '../../contract/route.ts';
import type { StubEnv } from '../context.ts';

/**
 * The QA surface under /__stub that belongs to no area: reset to the seed. Each area serves its own
 * QA reads (outbox, visits, bookmarks and notes, attempts) beside its routes.
 */
export function qaArea(reset: () => void) {
  const app = new Hono<StubEnv>();
  route(app, StubOps.stubReset, () => {
    reset();
    return { message: 'Stub backend reset to its seed', body: {} };
  });
  return app;
}
