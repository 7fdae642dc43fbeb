import { ProfileOps } from '#openapi/operations/profiles.ts';
import type { FieldError } from '../../../contract/envelope.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { viewerOf } from '../roles.ts';
import { profileOf } from './views.ts';

/** Tags as typed: trimmed, blanks dropped, the same tag (any case) kept once. */
const tidy = (tags: string[]) => {
  const seen = new Set<string>();
  return tags
    .map((tag) => tag.trim().replace(/\s+/g, ' '))
    .filter((tag) => tag && !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()));
};

/**
 * POST /profiles/v1/update: the student replaces what they keep about themselves (D20); their
 * academic record is the institute's and does not change here.
 */
export function profileUpdate(app: StubApp, deps: StubDeps) {
  route(app, ProfileOps.profileUpdate, ({ c, body, refuse, invalid }) => {
    const { store } = deps;
    const viewer = viewerOf(store, c.get('user'));
    if (viewer.role !== 'student') return refuse('ROLE_NOT_ALLOWED');
    const errors: FieldError[] = [];
    const badgeNames = new Set<string>();
    body.hackerRankBadges.forEach((badge, index) => {
      const name = badge.name.trim().toLowerCase();
      if (!name)
        errors.push({ field: `/hackerRankBadges/${index}/name`, message: 'must not be blank' });
      else if (badgeNames.has(name)) {
        errors.push({ field: `/hackerRankBadges/${index}/name`, message: 'is listed twice' });
      }
      badgeNames.add(name);
    });
    if (errors.length > 0) return invalid(errors);
    store.studentProfiles.set(viewer.user.UserID, {
      skills: tidy(body.skills),
      preferredLocations: tidy(body.preferredLocations),
      preferredJobTypes: [...body.preferredJobTypes],
      hackerRankBadges: body.hackerRankBadges.map(({ name, stars }) => ({
        name: name.trim(),
        stars,
      })),
      summary: body.summary.trim(),
      updatedAt: deps.now(),
    });
    return { message: 'Profile saved', body: profileOf(store, viewer, viewer.user.UserID) };
  });
}
