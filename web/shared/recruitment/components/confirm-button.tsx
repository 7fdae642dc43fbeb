import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../ui/app-button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
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
 * close, reopen a job), drawn with none of antd (issue 28: the institute's policy card brought
 * antd's style engine to /collegedashboard for its Modal and Button alone).
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
  // The dialog is drawn from its first opening on: a list of jobs keeps no closed dialog per row.
  const [opened, setOpened] = useState(false);
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
      <AppButton
        variant={primary ? 'primary' : 'default'}
        danger={danger}
        size={size}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {label}
      </AppButton>
      {opened ? (
        <ConfirmDialog
          open={open}
          title={question}
          confirmLabel={confirmLabel}
          cancelLabel={t('recruitment.confirmCancel')}
          busy={busy}
          danger={danger}
          onConfirm={confirm}
          onCancel={() => setOpen(false)}
        >
          <div className="job-confirm-body">{consequence}</div>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
