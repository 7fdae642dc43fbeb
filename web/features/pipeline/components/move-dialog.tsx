import { useTranslation } from 'react-i18next';
import type { Job } from '#openapi/jobs.ts';
import { Modal } from '../../../shared/ui/antd.ts';
import type { MoveDetails } from '../api/use-move-candidates.ts';
import type { PendingMove } from '../hooks/use-move-flow.ts';
import { moveLabel } from '../model/move-label.ts';
import { InterviewForm } from './interview-form.tsx';
import { OfferForm } from './offer-form.tsx';
import { ReadableErrorRed } from './readable-red.tsx';
import { RejectForm } from './reject-form.tsx';
import './move-dialog.css';

/** Asks for what a move needs before it is sent: a reason, an interview's details, an offer's CTC. */
export function MoveDialog({
  job,
  pending,
  error,
  sending,
  onSubmit,
  onCancel,
}: {
  job: Job;
  pending: PendingMove | null;
  error: string | null;
  sending: boolean;
  onSubmit: (details: MoveDetails) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [only] = pending?.cards ?? [];
  const forms = { error, sending, onSubmit, onCancel };
  return (
    <ReadableErrorRed>
      <Modal
        open={pending !== null}
        title={pending ? moveLabel(pending.to, t) : null}
        footer={null}
        onCancel={onCancel}
        destroyOnHidden
      >
        {pending ? (
          <>
            <p className="move-dialog-who">
              {pending.cards.length === 1 && only
                ? t('pipeline.dialog.forOne', { name: only.applicant.displayName })
                : t('pipeline.dialog.forMany', { count: pending.cards.length })}
            </p>
            {pending.to === 'rejected' ? <RejectForm {...forms} /> : null}
            {pending.to === 'interview' ? <InterviewForm {...forms} /> : null}
            {pending.to === 'offered' ? <OfferForm job={job} {...forms} /> : null}
          </>
        ) : null}
      </Modal>
    </ReadableErrorRed>
  );
}
