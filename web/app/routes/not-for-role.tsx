import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { listFormat } from '../../shared/intl/cached-formats.ts';
import type { Role } from '../../shared/session/role.ts';
import { state } from '../../shared/session/session-store.ts';
import { localeOf } from '../../shared/time/format-date.ts';
import { landingFor } from '../landing.ts';
import { PageFrame } from '../layouts/page-frame.tsx';
import type { SignedInPage } from '../pages.ts';
import './not-for-role.css';

/** The people a role's page is for, as the page says it: "other" and "none" are both members. */
const groupOf = (role: Role) => (role === 'other' || role === 'none' ? 'member' : role);

/** The groups a page is for, each once, in the registry's order. */
export const groupsFor = (page: SignedInPage) => [...new Set(page.access.map(groupOf))];

/**
 * A known page of another role (D5, issue 27), at its own URL inside the shell: its title, that it
 * is not for this role (the server's words for the same refusal), whom it is for, and the way to the
 * role's own pages. The route guard decides it from the page registry, for every page alike.
 */
export function NotForRolePage({ page }: { page: SignedInPage }) {
  const { t, i18n } = useTranslation();
  const role = useSnapshot(state).auth.user?.role ?? 'none';
  const whom = listFormat(localeOf(i18n.resolvedLanguage ?? i18n.language), {
    type: 'conjunction',
  }).format(groupsFor(page).map((group) => t(`pages.notForRole.groups.${group}`)));
  return (
    <PageFrame title={t(page.titleKey)} lead={t('errors.refusal.ROLE_NOT_ALLOWED')}>
      <div className="not-for-role">
        <p>{t('pages.notForRole.whom', { whom })}</p>
        <p>{t('pages.notForRole.signedInAs', { role: t(`shell.role.${role}`) })}</p>
        <Link className="not-for-role-home" to={landingFor(role)}>
          {t('pages.notForRole.goHome')}
        </Link>
      </div>
    </PageFrame>
  );
}
