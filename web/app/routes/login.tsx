import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AuthHeading } from '../../features/auth/components/auth-heading.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { landingPathFor } from '../landing.ts';

/** /login; /register passes the new account's email in navigation state. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  const email =
    typeof state === 'object' &&
    state !== null &&
    'email' in state &&
    typeof state.email === 'string'
      ? state.email
      : undefined;
  return (
    <>
      <AuthHeading title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} />
      <LoginForm
        initialEmail={email}
        onSignedIn={(body) =>
          navigate(landingPathFor(body.userType, body.userTypeName), { replace: true })
        }
      />
    </>
  );
}
