import { PlacementOps } from '#openapi/operations/placement.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { viewerOf } from '../roles.ts';
import { placementPolicyOf } from './views.ts';

/**
 * GET /placement/v1/getPolicy: the caller's institute's placement policy (D29), for its institute
 * admin with every change, for its students without who made them; nobody else's to read.
 */
export function placementPolicyGet(app: StubApp, deps: StubDeps) {
  route(app, PlacementOps.placementPolicyGet, ({ c, refuse }) => {
    const viewer = viewerOf(deps.store, c.get('user'));
    if (viewer.role !== 'instituteAdmin' && viewer.role !== 'student') {
      return refuse('ROLE_NOT_ALLOWED');
    }
    return { message: 'Placement policy', body: placementPolicyOf(deps.store, viewer) };
  });
}
