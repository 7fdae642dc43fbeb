import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { PageFrame } from '../../features/home/components/page-frame.tsx';
import { MyJobs } from '../../features/job-posting/my-jobs/my-jobs.tsx';
import { useUserInfo } from '../../features/profile/api/get-user-info.ts';
import { state } from '../../shared/session/session-store.ts';

/** /myjobs (D14, D19): the recruiter's jobs, and their colleagues' read-only. */
export function Component() {
  const { t } = useTranslation();
  const role = useSnapshot(state).auth.user?.role;
  return (
    <PageFrame title={t('pages.myJobs')}>
      {role === 'Recruiter' ? (
        <RecruiterJobs />
      ) : (
        <p className="page-note">{t('jobPosting.recruitersOnly')}</p>
      )}
    </PageFrame>
  );
}

/** "My jobs" are the ones this account posted: its UserID comes from its account. */
function RecruiterJobs() {
  return <MyJobs myUserID={useUserInfo().data?.body.UserID} />;
}
