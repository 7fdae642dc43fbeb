import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '../../features/home/components/page-frame.tsx';
import { useUserInfo } from '../../features/profile/api/get-user-info.ts';
import { AccountCard } from '../../features/profile/components/account-card.tsx';

/** /profile/:UserID (D14): the user's own account; other people's profiles come with the jobs pages. */
export function Component() {
  const { t } = useTranslation();
  const { UserID } = useParams();
  const own = useUserInfo().data?.body.UserID;
  const isOwn = own === undefined || String(own) === UserID;
  return (
    <PageFrame title={t(isOwn ? 'pages.myProfile' : 'pages.profile')}>
      {isOwn ? <AccountCard /> : <p className="page-note">{t('pages.profileNotShared')}</p>}
    </PageFrame>
  );
}
