import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { Button } from '../../../shared/ui/antd.ts';

type SubmitButtonProps = { loading: boolean; disabled?: boolean; children: ReactNode };

/** The one primary action of a public form: full width, spinning while its call runs. */
export function SubmitButton({ loading, disabled, children }: SubmitButtonProps) {
  return (
    <Button
      type="primary"
      htmlType="submit"
      size="large"
      block
      disabled={disabled}
      loading={loading}
    >
      {children}
    </Button>
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
