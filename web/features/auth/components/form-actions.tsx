import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { Button } from '../../../shared/ui/antd.ts';
import { quietLoading } from '../../../shared/ui/quiet-icons.tsx';

type SubmitButtonProps = {
  loading: boolean;
  disabled?: boolean;
  /** Says what enables a disabled button (seed §2 keeps some disabled until the form is valid). */
  hint?: string;
  children: ReactNode;
};

/** The one primary action of a public form: full width, spinning while its call runs. */
export function SubmitButton({ loading, disabled, hint, children }: SubmitButtonProps) {
  const hintId = useId();
  const showHint = disabled && hint;
  return (
    <>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        disabled={disabled}
        loading={loading && quietLoading}
        aria-describedby={showHint ? hintId : undefined}
      >
        {children}
      </Button>
      {showHint && (
        <p className="auth-hint" id={hintId}>
          {hint}
        </p>
      )}
    </>
  );
}

/** The way back from the recovery screens to /login. */
export function BackToLogin() {
  const { t } = useTranslation();
  return (
    <p className="auth-footer">
      <Link to={paths.login}>{t('common.backToLogin')}</Link>
    </p>
  );
}
