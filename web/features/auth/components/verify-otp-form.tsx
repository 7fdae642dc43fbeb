import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { setLoading } from '../../../shared/session/session-store.ts';
import { Button } from '../../../shared/ui/antd.ts';
import { quietLoading } from '../../../shared/ui/quiet-icons.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useValidateEmailOtp } from '../api/validate-email-otp.ts';
import { formatCountdown, useCountdown } from '../hooks/use-countdown.ts';
import { otpCode } from '../validation.ts';
import { BackToLogin, SubmitButton } from './form-actions.tsx';
import { OtpInput } from './otp-input.tsx';

/** Seed §9 / D10: the countdown that governs resend. */
const OTP_COUNTDOWN_SECONDS = 60;

/** Seed §2 OTP step; hands the reset secret to `onVerified`. */
export function VerifyOtpForm({
  secret: initialSecret,
  email,
  onVerified,
}: {
  secret: string;
  email: string | undefined;
  onVerified: (resetSecret: string) => void;
}) {
  const { t } = useTranslation();
  const [secret, setSecret] = useState(initialSecret);
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { remaining, restart } = useCountdown(OTP_COUNTDOWN_SECONDS);
  const validate = useValidateEmailOtp();
  const resend = useForgotPassword();
  const problem = submitted ? otpCode(code) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (otpCode(code)) return;
    setLoading(true);
    try {
      const { body } = await validate.mutateAsync({ passcode: code, secret });
      onVerified(body.secret);
    } catch (error) {
      toast.error(errorMessage(error, t));
    } finally {
      setLoading(false);
    }
  };

  const resendCode = async () => {
    if (!email) return;
    setLoading(true);
    try {
      const { body } = await resend.mutateAsync({ username: email });
      setSecret(body.otpSecret);
      setCode('');
      setSubmitted(false);
      restart();
      toast.success(t('auth.verify.resent'));
    } catch (error) {
      toast.error(errorMessage(error, t));
    } finally {
      setLoading(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <p className="auth-subtitle">
        {email ? t('auth.verify.subtitle', { email }) : t('auth.verify.subtitleNoEmail')}
      </p>
      <OtpInput
        value={code}
        onChange={setCode}
        invalid={problem !== undefined}
        describedBy={problem ? 'otp-error' : undefined}
      />
      <p className="otp-error" id="otp-error" role="alert">
        {problem ? t(problem) : ''}
      </p>
      <div className="otp-timer" aria-live="polite">
        {remaining > 0 ? (
          <span>{t('auth.verify.countdown', { time: formatCountdown(remaining) })}</span>
        ) : (
          <>
            <span>{t('auth.verify.countdown', { time: formatCountdown(0) })}</span>
            {email && (
              <span>
                {t('auth.verify.expired')}{' '}
                <Button type="link" onClick={resendCode} loading={resend.isPending && quietLoading}>
                  {t('auth.verify.resend')}
                </Button>
              </span>
            )}
          </>
        )}
      </div>
      <SubmitButton loading={validate.isPending}>{t('auth.verify.submit')}</SubmitButton>
      <BackToLogin />
    </form>
  );
}
