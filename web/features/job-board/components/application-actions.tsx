import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApplicationSummary } from '#openapi/applications.ts';
import { useAnswerOffer } from '../../../shared/recruitment/api/application-answer-offer.ts';
import { useWithdrawApplication } from '../../../shared/recruitment/api/application-withdraw.ts';
import { ConfirmButton } from '../../../shared/recruitment/components/confirm-button.tsx';
import { links } from '../../../shared/routing/paths.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useJobFormat } from '../format.ts';
import { useHeldOffer } from '../hooks/use-held-offer.ts';

type Props = { application: ApplicationSummary; titleId?: string };

/**
 * What the student can do with an application now (D21): take its test, join the interview, and
 * the moves the server lists in `moves` (accept or decline an offer, withdraw before one), each
 * of those asked about first.
 */
export function ApplicationActions({ application, titleId }: Props) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const answer = useAnswerOffer();
  const withdraw = useWithdrawApplication();
  const { ApplicationID, job, moves, offer, stage, test, interview } = application;
  // D27: accepting declines the offer the student holds; the dialog names it.
  const held = useHeldOffer(application, moves.includes('offerAccepted'));
  const ctc = offer ? format.ctc(offer.ctc) : '';
  const names = { title: job.title, company: job.companyName, ctc };
  const testToTake = stage === 'testAssigned' ? test : null;
  const meeting = stage === 'interview' ? interview?.link : null;
  if (!testToTake && !meeting && moves.length === 0) return null;
  return (
    <div className="job-actions">
      {testToTake ? (
        <Link
          className="job-action-link is-primary"
          to={links.test(testToTake.CourseID, testToTake.TaskID)}
          aria-describedby={titleId}
        >
          {t('jobBoard.next.takeTest')}
        </Link>
      ) : null}
      {meeting ? (
        <a
          className="job-action-link is-primary"
          href={meeting}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={titleId}
        >
          {t('jobBoard.next.joinMeeting')}
        </a>
      ) : null}
      {moves.includes('offerAccepted') ? (
        <ConfirmButton
          primary
          label={t('jobBoard.offer.accept')}
          question={t('jobBoard.offer.acceptQuestion', names)}
          consequence={
            <>
              <p>{t('jobBoard.offer.acceptConsequence', names)}</p>
              {held ? (
                <p>
                  <strong>
                    {t('placement.acceptDeclines', {
                      company: held.job.companyName,
                      job: held.job.title,
                    })}
                  </strong>
                </p>
              ) : null}
            </>
          }
          confirmLabel={t('jobBoard.offer.accept')}
          describedBy={titleId}
          onConfirm={async () => {
            await answer.mutateAsync({ ApplicationID, accept: true });
            toast.success(t('jobBoard.offer.accepted', names));
          }}
        />
      ) : null}
      {moves.includes('offerDeclined') ? (
        <ConfirmButton
          danger
          label={t('jobBoard.offer.decline')}
          question={t('jobBoard.offer.declineQuestion', names)}
          consequence={<p>{t('jobBoard.offer.declineConsequence', names)}</p>}
          confirmLabel={t('jobBoard.offer.decline')}
          describedBy={titleId}
          onConfirm={async () => {
            await answer.mutateAsync({ ApplicationID, accept: false });
            toast.success(t('jobBoard.offer.declined', names));
          }}
        />
      ) : null}
      {moves.includes('withdrawn') ? (
        <ConfirmButton
          danger
          label={t('jobBoard.withdraw.button')}
          question={t('jobBoard.withdraw.question', names)}
          consequence={<p>{t('jobBoard.withdraw.consequence')}</p>}
          confirmLabel={t('jobBoard.withdraw.button')}
          describedBy={titleId}
          onConfirm={async () => {
            await withdraw.mutateAsync({ ApplicationID });
            toast.success(t('jobBoard.withdraw.done', names));
          }}
        />
      ) : null}
    </div>
  );
}
