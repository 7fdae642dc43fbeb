import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApplicationSummary } from '#openapi/applications.ts';
import type { Job } from '#openapi/jobs.ts';
import { isRefusal } from '../../../shared/api/api-error.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { reviseOffer } from '../../../shared/recruitment/api/application-revise-offer.ts';
import { withdrawOffer } from '../../../shared/recruitment/api/application-withdraw-offer.ts';
import { refreshRecruitment } from '../../../shared/recruitment/api/keys.ts';
import { Modal } from '../../../shared/ui/antd.ts';
import { toast } from '../../../shared/ui/toast.ts';
import type { MoveDetails } from '../api/use-move-candidates.ts';
import { OfferForm } from './offer-form.tsx';
import { ReadableErrorRed } from './readable-red.tsx';
import { WithdrawOfferForm } from './withdraw-offer-form.tsx';
import './move-dialog.css';

export type OfferChange = 'revise' | 'withdraw';

/**
 * Correcting an unanswered offer (D33): revising starts from the offer as it stands; withdrawing
 * says where the candidate goes back to and asks to confirm. A refusal about the CTC stays in the
 * dialog; an offer no longer open (the student has just answered) closes it with a toast, as a stale
 * move does: the board asks again and the card leaves for where it is now.
 */
export function OfferChangeDialog({
  job,
  card,
  change,
  onClose,
}: {
  job: Pick<Job, 'ctc'>;
  card: ApplicationSummary;
  change: OfferChange;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { ApplicationID } = card;
  const mutation = useMutation({
    mutationFn: (details: MoveDetails) =>
      change === 'revise' && details.offer
        ? reviseOffer({ ApplicationID, ...details, offer: details.offer })
        : withdrawOffer({ ApplicationID, ...(details.note ? { note: details.note } : {}) }),
    onSettled: () => refreshRecruitment(queryClient),
    onSuccess: () => {
      toast.success(t(`pipeline.offerChange.${change}Done`, { name: card.applicant.displayName }));
      onClose();
    },
    onError: (error) => {
      if (isRefusal(error, 'OFFER_ANSWERED') || isRefusal(error, 'NO_OPEN_OFFER')) {
        toast.error(errorMessage(error, t));
        onClose();
      }
    },
  });
  const forms = {
    error: mutation.error ? errorMessage(mutation.error, t) : null,
    sending: mutation.isPending,
    onSubmit: (details: MoveDetails) => mutation.mutate(details),
    onCancel: onClose,
  };
  return (
    <ReadableErrorRed>
      <Modal open title={t(`pipeline.offerChange.${change}`)} footer={null} onCancel={onClose}>
        <p className="move-dialog-who">
          {t('pipeline.dialog.forOne', { name: card.applicant.displayName })}
        </p>
        {change === 'revise' && card.offer ? (
          <OfferForm
            job={job}
            current={card.offer}
            submitLabel={t('pipeline.offerChange.reviseSubmit')}
            {...forms}
          />
        ) : (
          <WithdrawOfferForm backTo={card.interview ? 'interview' : 'shortlisted'} {...forms} />
        )}
      </Modal>
    </ReadableErrorRed>
  );
}
