import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import './form-actions.css';

type SubmitButtonProps = {
  loading: boolean;
  disabled?: boolean;
  /** Says what enables a disabled button (seed §2 keeps some disabled until the form is valid). */
  hint?: string;
  children: ReactNode;
};

/**
 * The one primary action of a public form: full width, spinning while its call runs. A native
 * button drawn like antd's large primary one, so the login page needs none of antd (issue 13).
 */
export function SubmitButton({ loading, disabled, hint, children }: SubmitButtonProps) {
  const hintId = useId();
  const showHint = disabled && hint;
  return (
    <>
      <button
        type="submit"
        className={`submit-button${loading ? ' submit-button-loading' : ''}`}
        disabled={disabled}
        aria-busy={loading || undefined}
        aria-describedby={showHint ? hintId : undefined}
      >
        {loading && <span className="busy-spinner" aria-hidden="true" />}
        {children}
      </button>
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
