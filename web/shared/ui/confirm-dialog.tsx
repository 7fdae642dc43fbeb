import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { AppButton } from './app-button.tsx';
import './confirm-dialog.css';

type Props = {
  open: boolean;
  /** The question the dialog asks; it names the dialog. */
  title: string;
  /** What the change does, under the question; none when the question says it all. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The change is under way: the yes spins, and nothing closes the dialog meanwhile. */
  busy?: boolean;
  /** The yes is drawn as a destructive action. */
  danger?: boolean;
  onConfirm: () => void;
  /** Keep working, Escape, or a press outside the dialog. */
  onCancel: () => void;
  className?: string;
};

/**
 * A modal question before a change, drawn by the browser's own `<dialog>` (issue 29: antd's Modal
 * was the only antd of the running test and of the institute's dashboard, some 60 kB and 250 ms of
 * a phone's CPU): the page behind is inert, Tab stays in the dialog, the first button (the safe
 * answer) has the focus, and closing gives the focus back to what opened it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  danger = false,
  onConfirm,
  onCancel,
  className,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  // Escape asks to cancel: the dialog closes when the page says so, never while busy.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onEscape = (event: Event) => {
      event.preventDefault();
      if (!busy) onCancel();
    };
    element.addEventListener('cancel', onEscape);
    return () => element.removeEventListener('cancel', onEscape);
  }, [busy, onCancel]);
  // Escape is the dialog's alone: antd's Drawer under it (a job's details) closes on an Escape it
  // hears on the window, as antd's Modal, which kept it to itself, did not let it.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const keepEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') event.stopPropagation();
    };
    element.addEventListener('keydown', keepEscape);
    return () => element.removeEventListener('keydown', keepEscape);
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a press on the backdrop; Escape is the keyboard's way (the cancel event above).
    <dialog
      ref={dialog}
      className={['confirm-dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onClick={(event) => {
        // The dialog's own box fills it: a press on the element itself is on the backdrop.
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
    >
      <div className="confirm-dialog-box">
        <h2 id={titleId} className="confirm-dialog-title">
          {title}
        </h2>
        {children ? <div className="confirm-dialog-body">{children}</div> : null}
        <div className="confirm-dialog-actions">
          <AppButton disabled={busy} onClick={onCancel}>
            {cancelLabel}
          </AppButton>
          <AppButton variant="primary" danger={danger} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </AppButton>
        </div>
      </div>
    </dialog>
  );
}
