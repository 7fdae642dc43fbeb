import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorMessage, refusalWords } from '../../shared/api/error-message.ts';
import { useJob } from '../../shared/recruitment/api/job-get.ts';
import { paths } from '../../shared/routing/paths.ts';
import { LoadingNote } from '../../shared/ui/loading-note.tsx';
import { DraftedJobForm } from './job-form/drafted-job-form.tsx';

/** The search parameter naming the job /postjob edits: `/postjob?job=<slug>`. */
export const editedJobParam = 'job';

/** /postjob's body: a new job, or the job `?job=<slug>` names when the caller may edit it. */
export function PostJob() {
  const [params] = useSearchParams();
  const slug = params.get(editedJobParam);
  return slug ? <EditJob key={slug} slug={slug} /> : <DraftedJobForm />;
}

function EditJob({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const detail = useJob(slug);
  if (detail.isPending) {
    return <LoadingNote className="page-note" />;
  }
  if (detail.isError) {
    return (
      <div className="page-note" role="alert">
        <p>{errorMessage(detail.error, t)}</p>
        <Link to={paths.myJobs}>{t('jobPosting.backToMyJobs')}</Link>
      </div>
    );
  }
  const { job, access } = detail.data.body;
  if (!access.edit) {
    return (
      <div className="page-note" role="alert">
        <p>{refusalWords('JOB_READ_ONLY', t)}</p>
        <Link to={paths.myJobs}>{t('jobPosting.backToMyJobs')}</Link>
      </div>
    );
  }
  // Keyed by the job: the form takes its values once, when it mounts.
  return <DraftedJobForm key={job.JobID} job={job} />;
}
