import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobDetail } from '#openapi/jobs.ts';
import { useJob } from '../../../shared/recruitment/api/job-get.ts';
import { JobRules } from '../../../shared/recruitment/components/job-rules.tsx';
import { JobStatusAction } from '../../../shared/recruitment/components/job-status-action.tsx';
import { RichTextView } from '../../../shared/recruitment/components/rich-text-view.tsx';
import { Drawer } from '../../../shared/ui/antd.ts';
import { useJobFormat } from '../format.ts';
import { useUrlParams } from '../hooks/use-url-params.ts';
import { InstituteApplicants } from './institute-applicants.tsx';
import { InstituteJobPanel } from './institute-job-panel.tsx';
import { JobFacts } from './job-facts.tsx';
import { QueryStatus } from './query-status.tsx';
import { StudentApplyPanel } from './student-apply-panel.tsx';

/**
 * A job's full details in a drawer, open while the URL says `?job=<slug>` (a shareable link; Back
 * closes it). Every role reads the same facts and rules; besides them it shows what the server
 * gives the caller's role: a student's eligibility and application, an institute admin's figures,
 * a client admin's status action (the job itself stays read-only to them, D19).
 */
export function JobDetailDrawer() {
  const { t } = useTranslation();
  const { params, update } = useUrlParams();
  const slug = params.get('job');
  const detail = useJob(slug);
  const titleId = useId();
  return (
    <Drawer
      placement="right"
      rootClassName="job-drawer"
      size="min(640px, 100vw)"
      open={slug !== null}
      onClose={() => update({ job: undefined })}
      title={<span id={titleId}>{detail.data?.body.job.title ?? t('jobBoard.job.details')}</span>}
      destroyOnHidden
    >
      {detail.data ? (
        <JobDetailBody detail={detail.data.body} titleId={titleId} />
      ) : (
        <QueryStatus error={detail.error} />
      )}
    </Drawer>
  );
}

function JobDetailBody({ detail, titleId }: { detail: JobDetail; titleId: string }) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const { job } = detail;
  return (
    <div className="job-detail">
      <JobFacts job={job} />
      {job.skills.length > 0 ? (
        <p className="job-card-skills">
          {t('jobBoard.job.skillsList', { skills: format.list(job.skills) })}
        </p>
      ) : null}
      {detail.access.changeStatus ? (
        <div className="job-detail-panel job-actions">
          <JobStatusAction item={detail} titleId={titleId} />
        </div>
      ) : null}
      {detail.eligibility ? <StudentApplyPanel detail={detail} titleId={titleId} /> : null}
      {detail.instituteFigures ? (
        <>
          <InstituteJobPanel figures={detail.instituteFigures} titleId={titleId} />
          <InstituteApplicants JobID={job.JobID} titleId={titleId} />
        </>
      ) : null}
      <JobRules
        headingId={`${titleId}-rules`}
        rules={{ ...job, hasTest: job.assessment !== null }}
      />
      <section className="job-description" aria-labelledby={`${titleId}-about`}>
        <h3 id={`${titleId}-about`}>{t('jobBoard.job.about')}</h3>
        {job.description.trim() ? (
          <RichTextView html={job.description} />
        ) : (
          <p>{t('recruitment.noDescription')}</p>
        )}
      </section>
    </div>
  );
}
