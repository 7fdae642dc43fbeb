import type { User } from '../../auth/store.ts';
import type { Store } from '../../store.ts';
import { viewerOf } from '../roles.ts';

/** The institute admin behind a records call, or null: the records are theirs alone (D22, D28). */
export function recordsAdminOf(
  store: Store,
  user: User,
): { admin: User; instituteID: number } | null {
  const viewer = viewerOf(store, user);
  return viewer.role === 'instituteAdmin'
    ? { admin: viewer.user, instituteID: viewer.instituteID }
    : null;
}

/** A student of this institute by id, or undefined (unknown, not a student, or another's). */
export function studentOfInstitute(
  store: Store,
  instituteID: number,
  UserID: number,
): User | undefined {
  const user = store.users.get(UserID);
  return user?.userTypeName === 'Student' && user.instituteID === instituteID ? user : undefined;
}
