import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthHeading } from '../../features/auth/components/auth-heading.tsx';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import { paths } from '../../shared/routing/paths.ts';
import { QueryProvider } from '../query-provider.tsx';

/** /register (D12) → /login with the email prefilled. */
function Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <AuthHeading title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} />
      <RegisterForm onRegistered={(email) => navigate(paths.login, { state: { email } })} />
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
