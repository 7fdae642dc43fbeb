import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { AuthHeading } from '../../features/auth/components/auth-heading.tsx';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form.tsx';
import { paths } from '../../shared/routing/paths.ts';
import { recoveryStateOf } from '../navigation-state.ts';
import { QueryProvider } from '../query-provider.tsx';

/** /change-password: needs the reset secret in navigation state, else /login. */
function Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const recovery = recoveryStateOf(useLocation().state);
  if (!recovery) return <Navigate to={paths.login} replace />;
  return (
    <>
      <AuthHeading title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')} />
      <ChangePasswordForm
        secret={recovery.secret}
        onReset={() => navigate(paths.login, { replace: true })}
      />
    </>
  );
}

export function Component() {
  return (
    <QueryProvider>
      <Page />
    </QueryProvider>
  );
}
