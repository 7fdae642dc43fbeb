import { useTranslation } from 'react-i18next';
import type { ApplicationSummary } from '#openapi/applications.ts';
import { formatPercent } from '../../../shared/intl/format-percent.ts';
import { useJobFormat } from '../format.ts';

type Props = { application: ApplicationSummary };

/**
 * What happens next with an application (D21), in words: the test, the interview, the offer with
 * its joining date and the recruiter's note (D33).
 */
export function ApplicationNextStep({ application }: Props) {
  const { t, i18n } = useTranslation();
  const format = useJobFormat();
  const { stage, testOutcome, interview, offer } = application;
  if (stage === 'testCompleted' && testOutcome) {
    return (
      <p className="application-next">
        {t('jobBoard.next.testCompletedScore', {
          percent: formatPercent(testOutcome.percentage, i18n.language),
        })}
      </p>
    );
  }
  if (stage === 'interview' && interview) {
    return (
      <div className="application-next">
        <p>
          {t('jobBoard.next.interviewAt', {
            when: format.interviewAt(interview.date, interview.time),
            mode: t(`recruitment.interviewMode.${interview.mode}`),
          })}
        </p>
        {interview.venue ? <p>{t('jobBoard.next.venue', { venue: interview.venue })}</p> : null}
      </div>
    );
  }
  if ((stage === 'offered' || stage === 'offerAccepted') && offer) {
    return (
      <div className="application-next">
        <p className="application-offer">
          {t(`jobBoard.next.${stage}Ctc`, { ctc: format.ctc(offer.ctc) })}
        </p>
        {offer.joiningDate ? (
          <p>{t('jobBoard.next.joining', { date: format.calendarDate(offer.joiningDate) })}</p>
        ) : null}
        {offer.note ? (
          <p className="application-offer-note">
            {t('jobBoard.next.offerNote', { note: offer.note })}
          </p>
        ) : null}
      </div>
    );
  }
  return <p className="application-next">{t(`jobBoard.next.${stage}`)}</p>;
}
