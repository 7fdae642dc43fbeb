import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { AuthHeading } from '../../features/auth/components/auth-heading.tsx';
import { VerifyOtpForm } from '../../features/auth/components/verify-otp-form.tsx';
import { paths } from '../../shared/routing/paths.ts';
import { type RecoveryState, recoveryStateOf } from '../navigation-state.ts';
import { QueryProvider } from '../query-provider.tsx';

/** /verify: needs the OTP secret in navigation state, else /login (seed §8). */
function Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const recovery = recoveryStateOf(useLocation().state);
  if (!recovery) return <Navigate to={paths.login} replace />;
  return (
    <>
      <AuthHeading title={t('auth.verify.title')} />
      <VerifyOtpForm
        secret={recovery.secret}
        email={recovery.email}
        onVerified={(secret) =>
          navigate(paths.changePassword, {
            replace: true,
            state: { secret } satisfies RecoveryState,
          })
        }
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
