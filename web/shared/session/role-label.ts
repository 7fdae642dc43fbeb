import type { TFunction } from 'i18next';
import type { Role } from './role.ts';

/** The role as the user reads it; other roles show as 'Member', no role as 'No role yet'. */
export function roleLabel(role: Role, t: TFunction): string {
  return t(`shell.role.${role}`);
}
