import type { PlacementPolicy } from '#openapi/placement.ts';
import { isoAt } from '../../context.ts';
import type { Store } from '../../store.ts';
import type { Viewer } from '../roles.ts';

type PolicyViewer = Extract<Viewer, { role: 'student' | 'instituteAdmin' }>;

const changerOf = (store: Store, UserID: number) => ({
  UserID,
  displayName: store.users.get(UserID)?.displayName ?? '',
});

/**
 * The institute's policy as the viewer may see it (D29): the institute admin with every change,
 * newest first; a student the rule and when it last changed, not who changed it.
 */
export function placementPolicyOf(store: Store, viewer: PolicyViewer): PlacementPolicy {
  const { instituteID } = viewer;
  const policy = store.placementPolicies.get(instituteID);
  const changes = policy?.changes ?? [];
  const last = changes.at(-1);
  const admin = viewer.role === 'instituteAdmin';
  return {
    instituteID,
    dreamOfferMultiple: policy?.dreamOfferMultiple ?? null,
    changedAt: last ? isoAt(last.at) : null,
    changedBy: admin && last ? changerOf(store, last.byUserID) : null,
    history: admin
      ? changes.toReversed().map((change) => ({
          dreamOfferMultiple: change.dreamOfferMultiple,
          at: isoAt(change.at),
          by: changerOf(store, change.byUserID),
        }))
      : [],
  };
}
