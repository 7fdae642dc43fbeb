import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { setLoading } from '../../../shared/session/session-store.ts';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useFormFields } from '../../../shared/ui/use-form-fields.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { forgotEmail } from '../validation.ts';
import { EmailInput } from './email-input.tsx';
import { BackToLogin, SubmitButton } from './form-actions.tsx';

/** Seed §2 forgot-password form; hands the OTP secret and the email to `onSent` (D10). */
export function ForgotPasswordForm({
  onSent,
}: {
  onSent: (sent: { secret: string; email: string }) => void;
}) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const form = useFormFields({ username: '' }, { username: forgotEmail });

  const send = async ({ username }: { username: string }) => {
    setLoading(true);
    try {
      const { body } = await forgot.mutateAsync({ username: username.trim() });
      onSent({ secret: body.otpSecret, email: username.trim() });
    } catch (error) {
      toast.error(errorMessage(error, t));
    } finally {
      setLoading(false);
    }
  };

  return (
    <form onSubmit={form.submit(send)} noValidate>
      <FormField label={t('auth.forgot.email.label')} error={form.error('username')}>
        {(control) => <EmailInput {...control} {...form.text('username')} />}
      </FormField>
      <SubmitButton disabled={!form.valid} hint={t('auth.forgot.hint')} loading={forgot.isPending}>
        {t('auth.forgot.submit')}
      </SubmitButton>
      <BackToLogin />
    </form>
  );
}
