import { useParams } from 'react-router';
import { useUserInfo } from '../../features/profile/api/get-user-info.ts';
import { ProfileNotShared } from '../../features/profile/components/profile-not-shared.tsx';
import { ProfileView } from '../../features/profile/components/profile-view.tsx';
import { ProfileFrame } from '../layouts/profile-frame.tsx';

/** A user id as the URL may carry one: a whole number from 1, or nothing anyone may be shown. */
const userIdOf = (param: string | undefined) =>
  param !== undefined && /^[1-9][0-9]{0,14}$/.test(param) ? Number(param) : null;

/** /profile/:UserID (D14, D22): a profile, for those the server shares it with. */
export function Component() {
  // Asks whose account this is: the frame's title reads the answer (profile-frame.tsx).
  useUserInfo();
  const id = userIdOf(useParams().UserID);
  return (
    <ProfileFrame>
      {id === null ? <ProfileNotShared /> : <ProfileView key={id} UserID={id} />}
    </ProfileFrame>
  );
}
