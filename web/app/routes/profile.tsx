import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useUserInfo } from '../../features/profile/api/get-user-info.ts';
import { ProfileNotShared } from '../../features/profile/components/profile-not-shared.tsx';
import { ProfileView } from '../../features/profile/components/profile-view.tsx';
import { PageFrame } from '../layouts/page-frame.tsx';

/** A user id as the URL may carry one: a whole number from 1, or nothing anyone may be shown. */
const userIdOf = (param: string | undefined) =>
  param !== undefined && /^[1-9][0-9]{0,14}$/.test(param) ? Number(param) : null;

/** /profile/:UserID (D14, D22): a profile, for those the server shares it with. */
export function Component() {
  const { t } = useTranslation();
  const { UserID } = useParams();
  const own = useUserInfo().data?.body.UserID;
  const isOwn = own === undefined || String(own) === UserID;
  const id = userIdOf(UserID);
  return (
    <PageFrame title={t(isOwn ? 'pages.myProfile' : 'pages.profile')}>
      {id === null ? <ProfileNotShared /> : <ProfileView key={id} UserID={id} />}
    </PageFrame>
  );
}
