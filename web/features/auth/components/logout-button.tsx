import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { setLoading, signOut, state } from '../../../shared/session/session-store.ts';
import { Button } from '../../../shared/ui/antd.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useLogout } from '../api/logout.ts';

/** Ends the server session, then clears the local one whatever the server said (seed §4, §8). */
export function LogoutButton({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useTranslation();
  const { auth } = useSnapshot(state);
  const logout = useLogout();

  const signOutNow = async () => {
    setLoading(true);
    try {
      await logout.mutateAsync({ UserSessionID: auth.user?.UserSessionID ?? '' });
    } catch {
      toast.error(t('errors.somethingWentWrong'));
    } finally {
      signOut();
      onSignedOut();
    }
  };

  return <Button onClick={signOutNow}>{t('shell.logout')}</Button>;
}
