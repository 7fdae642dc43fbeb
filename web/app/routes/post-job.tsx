import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { PageFrame } from '../../features/home/components/page-frame.tsx';
import { editedJobParam, PostJob } from '../../features/job-posting/post-job.tsx';
import { state } from '../../shared/session/session-store.ts';

/** /postjob (D13, D14): a recruiter posts a job, or edits one with `?job=<slug>`. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const role = useSnapshot(state).auth.user?.role;
  const editing = params.has(editedJobParam);
  return (
    <PageFrame title={t(editing ? 'jobPosting.editTitle' : 'pages.postJob')}>
      {role === 'Recruiter' ? (
        <PostJob />
      ) : (
        <p className="page-note">{t('jobPosting.recruitersOnly')}</p>
      )}
    </PageFrame>
  );
}
