import { InstituteDashboardOps } from '#openapi/dashboard-institute.ts';
import { route } from '../../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../../context.ts';
import { instituteDashboardOf } from './institute-figures.ts';
import { placementCall } from './placement-students.ts';

/**
 * GET /dashboard/v1/institute: the institute admin's placement figures (D25, D30), over their own
 * institute's students only (D22); every other role is refused.
 */
export function instituteDashboard(app: StubApp, deps: StubDeps) {
  route(app, InstituteDashboardOps.instituteDashboard, ({ c, query, refuse, invalid }) => {
    const call = placementCall(deps.store, c.get('user'), query, deps.now());
    if ('refused' in call) return refuse(call.refused);
    if ('problems' in call) return invalid(call.problems);
    return {
      message: 'Institute dashboard',
      body: instituteDashboardOf(deps.store, query, call),
    };
  });
}
