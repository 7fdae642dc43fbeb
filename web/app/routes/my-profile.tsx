import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useUserInfo } from '../../features/profile/api/get-user-info.ts';
import { links } from '../../shared/routing/paths.ts';
import { PageFrame } from '../layouts/page-frame.tsx';

/** /pages/profile, the profile menu's My Profile (D6): on to the user's own /profile/:UserID. */
export function Component() {
  const { t } = useTranslation();
  const userInfo = useUserInfo();
  if (userInfo.data) return <Navigate to={links.profile(userInfo.data.body.UserID)} replace />;
  // Its frame stays while it asks whose profile it is: the page has its heading and says why it waits.
  return (
    <PageFrame>
      {userInfo.isError ? (
        <p role="alert">{t('profile.account.loadFailed')}</p>
      ) : (
        <p className="page-note" aria-busy="true">
          {t('common.loading')}
        </p>
      )}
    </PageFrame>
  );
}
