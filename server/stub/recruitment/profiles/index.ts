import { Hono } from 'hono';
import type { StubDeps, StubEnv } from '../../context.ts';
import { profileGet } from './profile-get.ts';
import { profileUpdate } from './profile-update.ts';

/** Profiles (D20, D22): who sees whose, and the student keeping their own. */
export function profilesArea(deps: StubDeps) {
  const app = new Hono<StubEnv>();
  for (const add of [profileGet, profileUpdate]) add(app, deps);
  return app;
}
