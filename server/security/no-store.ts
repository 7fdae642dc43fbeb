import { createMiddleware } from 'hono/factory';

/** API answers are per user and per moment: no browser or intermediary may keep them. */
export const noStore = createMiddleware(async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
});
