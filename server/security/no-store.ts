import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { isFinished } from './finished-responses.ts';

/**
 * API answers are per user and per moment: no browser or intermediary may keep them. An answer
 * made with edgeResponse reads the flag and carries the header already.
 */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  c.set('noStore', true);
  await next();
  if (!isFinished(c.res)) c.res.headers.set('Cache-Control', 'no-store');
});
