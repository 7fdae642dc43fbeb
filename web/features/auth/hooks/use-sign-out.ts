import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearPageVisits, flushPageVisits } from '../../../shared/page-visits/page-visit-queue.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { setLoading, signOut, state } from '../../../shared/session/session-store.ts';
import { showSnackbar } from '../../../shared/ui/ui-state.ts';
import { useLogout } from '../api/logout.ts';

/**
 * Logout (seed §4, §8, D9): ends the server session with its UserSessionID, then clears the token,
 * the user and every stored slice and goes to /login, whatever the server said. A failure is told in
 * the seed's snackbar: 'Oops something went wrong', error, 3000 ms, top right.
 */
export function useSignOut(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  return async () => {
    setLoading(true);
    // The session's last visits go out while its UserSessionID is still good; none outlive it.
    await flushPageVisits();
    clearPageVisits();
    try {
      await logout.mutateAsync({ UserSessionID: state.auth.user?.UserSessionID ?? '' });
    } catch {
      showSnackbar(t('errors.somethingWentWrong'), {
        variant: 'error',
        autoHideDuration: 3000,
        placement: 'topRight',
      });
    } finally {
      signOut();
      navigate(paths.login, { replace: true });
    }
  };
}
