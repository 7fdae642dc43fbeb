import { StubOps } from '#openapi/operations/stub.ts';
import { route } from '../../contract/route.ts';
import type { StubApp, StubDeps } from '../context.ts';

/** The visits area's QA route: every page visit received. */
export function visitsQa(app: StubApp, deps: StubDeps) {
  route(app, StubOps.stubVisits, () => ({ message: 'Page visits', body: deps.store.visits }));
}
