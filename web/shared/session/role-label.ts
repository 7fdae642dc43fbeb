import type { TFunction } from 'i18next';

const namedRoles = ['Recruiter', 'ClientAdmin', 'InstituteAdmin', 'Student'];

/** The role as the user reads it; roles the product does not name show as 'Member'. */
export function roleLabel(role: string, t: TFunction): string {
  return t(namedRoles.includes(role) ? `shell.role.${role}` : 'shell.role.other');
}
