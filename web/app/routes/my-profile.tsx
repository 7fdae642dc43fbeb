import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useUserInfo } from '../../features/profile/api/get-user-info.ts';
import { links } from '../../shared/routing/paths.ts';
import { LoadingNote } from '../../shared/ui/loading-note.tsx';
import { PageFrame } from '../layouts/page-frame.tsx';

/** /pages/profile, the profile menu's My Profile (D6): on to the user's own /profile/:UserID. */
export function Component() {
  const { t } = useTranslation();
  const { data, isError } = useUserInfo();
  // Its frame stays until the profile's page takes over: while it asks whose profile it is, and
  // while the router goes on (a Navigate alone would leave the page without a heading meanwhile).
  return (
    <PageFrame>
      {data ? <Navigate to={links.profile(data.body.UserID)} replace /> : null}
      {isError ? (
        <p role="alert">{t('profile.account.loadFailed')}</p>
      ) : (
        <LoadingNote className="page-note" />
      )}
    </PageFrame>
  );
}
