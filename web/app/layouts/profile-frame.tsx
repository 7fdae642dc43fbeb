import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { getUserInfo } from '../../features/profile/api/get-user-info.ts';
import { userInfoKey } from '../../shared/api/user-info-key.ts';
import { pages } from '../pages.ts';
import { PageFrame } from './page-frame.tsx';

/**
 * The signed-in user's id as the server has said it (GET /user/v1/getUserInfo, which the profile
 * asks), read from the query cache without asking: the frame carries none of the API's code. Not
 * a query of its own: one without its function would stand in the cache's options for the
 * profile's, and a refetch with none of the profile's observers left would fail.
 */
function useToldUserId(): number | undefined {
  const client = useQueryClient();
  const subscribe = useCallback(
    (changed: () => void) => client.getQueryCache().subscribe(changed),
    [client],
  );
  return useSyncExternalStore(
    subscribe,
    () => client.getQueryData<Awaited<ReturnType<typeof getUserInfo>>>(userInfoKey)?.body.UserID,
  );
}

/** /pages/profile's registry entry, whose heading and lead a user's own profile shows. */
const myProfile = pages.find((page) => page.id === 'myProfile');

/**
 * /profile/:UserID's heading and lead: on the user's own, once the server has said whose account
 * this is, /pages/profile's ("My profile" and its line), so the frame reads the same through the
 * menu's step there and on; the registry's own ("Profile") before that and on anyone else's.
 * Read by the page's frame and by the page, so nothing changes when the body comes (pages.ts
 * `frame`).
 */
function useProfileHeading(): { title?: string; lead?: string } {
  const { t } = useTranslation();
  const { UserID } = useParams();
  const own = useToldUserId();
  if (own === undefined || String(own) !== UserID) return {};
  return { title: t(myProfile?.titleKey ?? 'app.name'), lead: t(myProfile?.subtitleKey ?? '') };
}

/** A profile's frame (pages.ts `frame: 'profile'`): PageFrame under the profile's own heading. */
export function ProfileFrame({ paintMark, children }: { paintMark?: string; children: ReactNode }) {
  return (
    <PageFrame {...useProfileHeading()} paintMark={paintMark}>
      {children}
    </PageFrame>
  );
}
