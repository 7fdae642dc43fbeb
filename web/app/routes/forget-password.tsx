import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthHeading } from '../../features/auth/components/auth-heading.tsx';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';
import { paths } from '../../shared/routing/paths.ts';
import type { RecoveryState } from '../navigation-state.ts';
import { QueryProvider } from '../query-provider.tsx';

/** /forget-password → /verify with `{ secret, email }`. */
function Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <AuthHeading title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} />
      <ForgotPasswordForm
        onSent={({ secret, email }) =>
          navigate(paths.verify, { state: { secret, email } satisfies RecoveryState })
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
