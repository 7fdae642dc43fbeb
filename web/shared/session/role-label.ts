import type { TFunction } from 'i18next';

const namedRoles = ['Recruiter', 'ClientAdmin', 'InstituteAdmin', 'Student'];

/** The role as the user reads it; other roles show as 'Member', no role as 'No role yet'. */
export function roleLabel(role: string, t: TFunction): string {
  if (role.trim() === '') return t('shell.role.none');
  return t(namedRoles.includes(role) ? `shell.role.${role}` : 'shell.role.other');
}
