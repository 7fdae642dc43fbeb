import { Hono } from 'hono';
import type { StubDeps, StubEnv } from '../../context.ts';
import { placementPolicyGet } from './policy-get.ts';
import { placementPolicySet } from './policy-set.ts';

/** The institute's placement policy (D25, D29): read it, and set it with every change kept. */
export function placementArea(deps: StubDeps) {
  const app = new Hono<StubEnv>();
  for (const add of [placementPolicyGet, placementPolicySet]) add(app, deps);
  return app;
}
