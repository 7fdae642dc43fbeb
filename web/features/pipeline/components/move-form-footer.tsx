import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/antd.ts';
import type { MoveDetails } from '../api/use-move-candidates.ts';

/** What every move form is given: the server's objection, whether it is sending, and the two ways out. */
export type MoveFormProps = {
  error: string | null;
  sending: boolean;
  onSubmit: (details: MoveDetails) => void;
  onCancel: () => void;
};

/** The end of a move form: what the server said against it, Cancel, and the move's own button. */
export function MoveFormFooter({
  error,
  sending,
  submitLabel,
  danger = false,
  onCancel,
}: Omit<MoveFormProps, 'onSubmit'> & { submitLabel: string; danger?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {error ? (
        <p className="move-form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="move-form-actions">
        <Button onClick={onCancel}>{t('pipeline.dialog.cancel')}</Button>
        <Button type="primary" danger={danger} htmlType="submit" loading={sending}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
