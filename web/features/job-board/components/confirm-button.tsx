import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '../../../shared/ui/antd.ts';

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
  /** The id of what the button acts on (a job's title), read out with it. */
  describedBy?: string;
};

/** A button whose change is asked about first (D21: apply, withdraw, answer an offer; D19: close). */
export function ConfirmButton({
  label,
  question,
  consequence,
  confirmLabel,
  onConfirm,
  primary,
  danger,
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
        cancelText={t('jobBoard.confirm.cancel')}
        okButtonProps={{ danger, className: danger ? 'job-danger' : undefined }}
        confirmLoading={busy}
        destroyOnHidden
      >
        <div className="job-confirm-body">{consequence}</div>
      </Modal>
    </>
  );
}
