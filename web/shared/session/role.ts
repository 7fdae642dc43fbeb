/**
 * The roles the product tells apart (seed §2, §6, D4): the three the seed names, students, every
 * other role the server names (`other`) and no role at all (`none`, an empty `userTypeName`).
 * Students, `other` and `none` share the default route set; the pages say which role sees what.
 */
export type Role = 'Recruiter' | 'ClientAdmin' | 'InstituteAdmin' | 'Student' | 'other' | 'none';

const namedRoles: readonly string[] = ['Recruiter', 'ClientAdmin', 'InstituteAdmin', 'Student'];

/** The role a server's `userTypeName` stands for. */
export function roleOf(userTypeName: string): Role {
  if (userTypeName.trim() === '') return 'none';
  return namedRoles.includes(userTypeName) ? (userTypeName as Role) : 'other';
}

/** A role read back from storage: kept when it is one, else read as a `userTypeName` (older records). */
export function storedRole(value: unknown): Role {
  if (value === 'other' || value === 'none') return value;
  return roleOf(typeof value === 'string' ? value : '');
}
