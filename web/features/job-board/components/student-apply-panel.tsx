import { useTranslation } from 'react-i18next';
import type { JobDetail } from '#openapi/jobs.ts';
import { useApplyToJob } from '../../../shared/recruitment/api/application-apply.ts';
import { useApplication } from '../../../shared/recruitment/api/application-get.ts';
import { ConfirmButton } from '../../../shared/recruitment/components/confirm-button.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { ApplicationProgress } from './application-progress.tsx';
import { EligibilityReasons } from './eligibility-reasons.tsx';
import { QueryStatus } from './query-status.tsx';

type Props = { detail: JobDetail; titleId: string };

/**
 * The student's part of a job's details (D20, D21): Apply when the server says they may; once
 * applied, where the application stands and its next step (Take the test after applying to a job
 * with a test); otherwise why they may not.
 */
export function StudentApplyPanel({ detail, titleId }: Props) {
  const { t } = useTranslation();
  const { access, eligibility, myApplication } = detail;
  if (myApplication) {
    return <MyApplicationPanel ApplicationID={myApplication.ApplicationID} titleId={titleId} />;
  }
  if (access.apply) return <ApplyAction detail={detail} titleId={titleId} />;
  if (eligibility && !eligibility.eligible) {
    return (
      <section className="job-detail-panel" aria-labelledby={`${titleId}-why`}>
        <h3 id={`${titleId}-why`}>{t('jobBoard.job.whyNotEligible')}</h3>
        <EligibilityReasons reasons={eligibility.reasons} />
      </section>
    );
  }
  return <p className="job-detail-panel">{t('jobBoard.job.notTakingApplications')}</p>;
}

function ApplyAction({ detail, titleId }: Props) {
  const { t } = useTranslation();
  const apply = useApplyToJob();
  const { job } = detail;
  const names = { title: job.title, company: job.company.name };
  return (
    <div className="job-detail-panel job-actions">
      <ConfirmButton
        primary
        label={t('jobBoard.apply.button')}
        question={t('jobBoard.apply.question', names)}
        consequence={
          <>
            <p>{t('jobBoard.apply.consequence', names)}</p>
            {job.assessment ? (
              <p>{t('jobBoard.apply.testAssigned', { count: job.assessment.durationMinutes })}</p>
            ) : null}
          </>
        }
        confirmLabel={t('jobBoard.apply.button')}
        describedBy={titleId}
        onConfirm={async () => {
          const answer = await apply.mutateAsync({ JobID: job.JobID });
          toast.success(
            t(answer.body.test ? 'jobBoard.apply.doneWithTest' : 'jobBoard.apply.done', names),
          );
        }}
      />
    </div>
  );
}

function MyApplicationPanel({
  ApplicationID,
  titleId,
}: {
  ApplicationID: number;
  titleId: string;
}) {
  const { t } = useTranslation();
  const application = useApplication(ApplicationID);
  return (
    <section className="job-detail-panel" aria-labelledby={`${titleId}-mine`}>
      <h3 id={`${titleId}-mine`}>{t('jobBoard.job.yourApplication')}</h3>
      {application.data ? (
        <ApplicationProgress application={application.data.body} titleId={titleId} />
      ) : (
        <QueryStatus error={application.error} />
      )}
    </section>
  );
}
