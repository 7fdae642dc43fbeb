import { PlacementOps } from '#openapi/operations/placement.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { viewerOf } from '../roles.ts';
import { placementPolicyOf } from './views.ts';

/**
 * POST /placement/v1/setPolicy: the institute admin turns their institute's placement policy off or
 * sets its multiple (D29). The eligibility rules read it as students apply, so it holds for
 * applications made from now on and leaves those made before as they are. The same value again is
 * no change and is not kept as one.
 */
export function placementPolicySet(app: StubApp, deps: StubDeps) {
  route(app, PlacementOps.placementPolicySet, ({ c, body, refuse }) => {
    const { store } = deps;
    const viewer = viewerOf(store, c.get('user'));
    if (viewer.role !== 'instituteAdmin') return refuse('ROLE_NOT_ALLOWED');
    const { dreamOfferMultiple } = body;
    const policy = store.placementPolicies.get(viewer.instituteID);
    if ((policy?.dreamOfferMultiple ?? null) === dreamOfferMultiple) {
      return { message: 'Placement policy unchanged', body: placementPolicyOf(store, viewer) };
    }
    const change = { dreamOfferMultiple, at: deps.now(), byUserID: viewer.user.UserID };
    store.placementPolicies.set(viewer.instituteID, {
      dreamOfferMultiple,
      changes: [...(policy?.changes ?? []), change],
    });
    return {
      message: dreamOfferMultiple === null ? 'Placement policy off' : 'Placement policy set',
      body: placementPolicyOf(store, viewer),
    };
  });
}
