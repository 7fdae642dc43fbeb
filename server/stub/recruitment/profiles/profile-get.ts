import { ProfileOps } from '#openapi/operations/profiles.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { canSeeProfile } from '../access.ts';
import { viewerOf } from '../roles.ts';
import { profileOf } from './views.ts';

/**
 * GET /profiles/v1/get: a profile, for its owner, the company of a job the student applied to, or
 * the student's institute admin (D22); to anyone else, and for an unknown user, it is not shared.
 */
export function profileGet(app: StubApp, deps: StubDeps) {
  route(app, ProfileOps.profileGet, ({ c, query, refuse }) => {
    const viewer = viewerOf(deps.store, c.get('user'));
    if (!canSeeProfile(deps.store, viewer, query.UserID)) return refuse('PROFILE_NOT_SHARED');
    return { message: 'Profile', body: profileOf(deps.store, viewer, query.UserID) };
  });
}
