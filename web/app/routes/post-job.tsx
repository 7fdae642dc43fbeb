import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { editedJobParam, PostJob } from '../../features/job-posting/post-job.tsx';
import { PageFrame } from '../layouts/page-frame.tsx';

/** /postjob (D13, D14): a recruiter posts a job, or edits one with `?job=<slug>`. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <PageFrame title={params.has(editedJobParam) ? t('jobPosting.editTitle') : undefined}>
      <PostJob />
    </PageFrame>
  );
}
