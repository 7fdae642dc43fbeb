import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoginBody } from '#openapi/user.ts';
import { isRefusal } from '../../../shared/api/api-error.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { deviceInfoFrom } from '../../../shared/device-info.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { sessionFromLogin } from '../../../shared/session/login-session.ts';
import { setLoading, signIn } from '../../../shared/session/session-store.ts';
import { FormErrorSummary } from '../../../shared/ui/form-error-summary.tsx';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { PasswordInput } from '../../../shared/ui/password-input.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useFormFields } from '../../../shared/ui/use-form-fields.ts';
import { useLogin } from '../api/login.ts';
import { rememberedEmail, updateRememberMe } from '../remember-me.ts';
import { loginEmail, loginPassword } from '../validation.ts';
import { EmailInput } from './email-input.tsx';
import { SubmitButton } from './form-actions.tsx';

/** Seed §2/§4/§5 sign-in form; calls `onSignedIn` with the login body once the session is stored. */
export function LoginForm({
  onSignedIn,
  initialEmail,
}: {
  onSignedIn: (body: LoginBody) => void;
  initialEmail?: string;
}) {
  const { t } = useTranslation();
  const loginMutation = useLogin();
  const form = useFormFields(
    { username: initialEmail || rememberedEmail(), password: '', remember: true },
    { username: loginEmail, password: loginPassword },
  );

  const signInWith = async ({ username, password, remember }: typeof form.values) => {
    setLoading(true);
    try {
      const { body } = await loginMutation.mutateAsync({
        username: username.trim(),
        password,
        deviceInfo: deviceInfoFrom(navigator.userAgent),
      });
      updateRememberMe(remember, username.trim());
      signIn(sessionFromLogin(body));
      onSignedIn(body);
    } catch (error) {
      // D11: a rejection without a message still tells the user what failed.
      const rejectedSilently = isRefusal(error) && error.serverMessage === '';
      toast.error(rejectedSilently ? t('auth.login.invalid') : errorMessage(error, t));
    } finally {
      setLoading(false);
    }
  };

  return (
    <form onSubmit={form.submit(signInWith)} noValidate>
      <FormErrorSummary failure={form.failure} />
      <FormField label={t('auth.login.email.label')} error={form.error('username')}>
        {(control) => <EmailInput {...control} {...form.text('username')} />}
      </FormField>
      <FormField label={t('auth.login.password.label')} error={form.error('password')}>
        {(control) => (
          <PasswordInput
            {...control}
            size="large"
            autoComplete="current-password"
            {...form.text('password')}
          />
        )}
      </FormField>
      <div className="auth-row">
        {/* A native checkbox: antd's costs 2 kB of the login budget for the same behaviour. */}
        <label className="auth-check">
          <input
            type="checkbox"
            checked={form.values.remember}
            onChange={(event) => form.set('remember', event.target.checked)}
          />
          {t('auth.login.rememberMe')}
        </label>
        <Link to={paths.forgetPassword}>{t('auth.login.forgotPassword')}</Link>
      </div>
      <SubmitButton loading={loginMutation.isPending}>{t('auth.login.submit')}</SubmitButton>
      <p className="auth-footer">
        {t('auth.login.noAccount')} <Link to={paths.register}>{t('auth.login.register')}</Link>
      </p>
    </form>
  );
}
