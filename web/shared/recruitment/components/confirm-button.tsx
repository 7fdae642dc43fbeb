import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '../../ui/antd.ts';
import './confirm-button.css';

type Props = {
  /** The button's words. */
  label: string;
  /** The question the dialog asks; it names the dialog. */
  question: string;
  /** What saying yes does, in a sentence or two. */
  consequence: ReactNode;
  /** The dialog's yes. */
  confirmLabel: string;
  /** Makes the change; a failure has been told by the change itself, the dialog just closes. */
  onConfirm: () => Promise<unknown>;
  primary?: boolean;
  danger?: boolean;
  size?: 'small';
  /** Nothing to confirm yet (a form with nothing changed). */
  disabled?: boolean;
  /** The id of what the button acts on (a job's title), read out with it. */
  describedBy?: string;
};

/**
 * A button whose change is asked about first (D21: apply, withdraw, answer an offer; D19: publish,
 * close, reopen a job).
 */
export function ConfirmButton({
  label,
  question,
  consequence,
  confirmLabel,
  onConfirm,
  primary,
  danger,
  size,
  disabled,
  describedBy,
}: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      // The change's own error toast has said why.
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        type={primary ? 'primary' : 'default'}
        danger={danger}
        size={size}
        disabled={disabled}
        className={danger ? 'job-danger' : undefined}
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <Modal
        title={question}
        rootClassName="job-confirm"
        open={open}
        onOk={confirm}
        onCancel={() => setOpen(false)}
        okText={confirmLabel}
        cancelText={t('recruitment.confirmCancel')}
        okButtonProps={{ danger, className: danger ? 'job-danger' : undefined }}
        confirmLoading={busy}
        destroyOnHidden
      >
        <div className="job-confirm-body">{consequence}</div>
      </Modal>
    </>
  );
}
