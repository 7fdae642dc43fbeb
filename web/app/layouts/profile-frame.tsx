import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { getUserInfo } from '../../features/profile/api/get-user-info.ts';
import { userInfoKey } from '../../shared/api/user-info-key.ts';
import { PageFrame } from './page-frame.tsx';

/**
 * The signed-in user's id as the server has said it (GET /user/v1/getUserInfo, which the profile
 * asks), read from the query cache without asking: the frame carries none of the API's code.
 */
function useToldUserId(): number | undefined {
  return useQuery<Awaited<ReturnType<typeof getUserInfo>>>({
    queryKey: userInfoKey,
    enabled: false,
  }).data?.body.UserID;
}

/**
 * /profile/:UserID's title: "My profile" on the user's own, once the server has said whose
 * account this is; "Profile" until then and on anyone else's. Read by the page's frame and by the
 * page, so the heading and the tab do not change when the body comes (pages.ts `frame`).
 */
function useProfileTitle(): string {
  const { t } = useTranslation();
  const { UserID } = useParams();
  const own = useToldUserId();
  return t(own !== undefined && String(own) === UserID ? 'pages.myProfile' : 'pages.profile');
}

/** A profile's frame (pages.ts `frame: 'profile'`): PageFrame under the profile's own title. */
export function ProfileFrame({ paintMark, children }: { paintMark?: string; children: ReactNode }) {
  return (
    <PageFrame title={useProfileTitle()} paintMark={paintMark}>
      {children}
    </PageFrame>
  );
}
