import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { setLoading } from '../../../shared/session/session-store.ts';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { PasswordInput } from '../../../shared/ui/password-input.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useFormFields } from '../../../shared/ui/use-form-fields.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { confirmPassword, resetPassword } from '../validation.ts';
import { BackToLogin, SubmitButton } from './form-actions.tsx';

/** Seed §2 change-password step; `onReset` runs after the success toast. */
export function ChangePasswordForm({ secret, onReset }: { secret: string; onReset: () => void }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const form = useFormFields(
    { password: '', confirm: '' },
    {
      password: resetPassword,
      confirm: (value, values) => confirmPassword(values.password)(value),
    },
  );

  const save = async ({ password }: { password: string }) => {
    setLoading(true);
    try {
      const { message } = await reset.mutateAsync({ password, secret });
      toast.success(message);
      onReset();
    } catch (error) {
      toast.error(errorMessage(error, t));
    } finally {
      setLoading(false);
    }
  };

  return (
    <form onSubmit={form.submit(save)} noValidate>
      <FormField label={t('auth.reset.password.label')} error={form.error('password')}>
        {(control) => (
          <PasswordInput
            {...control}
            size="large"
            autoComplete="new-password"
            {...form.text('password')}
          />
        )}
      </FormField>
      <FormField label={t('auth.reset.confirm.label')} error={form.error('confirm')}>
        {(control) => (
          <PasswordInput
            {...control}
            size="large"
            autoComplete="new-password"
            {...form.text('confirm')}
          />
        )}
      </FormField>
      <SubmitButton disabled={!form.valid} hint={t('auth.reset.hint')} loading={reset.isPending}>
        {t('auth.reset.submit')}
      </SubmitButton>
      <BackToLogin />
    </form>
  );
}
