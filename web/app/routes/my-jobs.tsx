import { MyJobs } from '../../features/job-posting/my-jobs/my-jobs.tsx';
import { useUserInfo } from '../../features/profile/api/get-user-info.ts';
import { PageFrame } from '../layouts/page-frame.tsx';

/** /myjobs (D14, D19): the recruiter's jobs, and their colleagues' read-only. */
export function Component() {
  // "My jobs" are the ones this account posted: its UserID comes from its account.
  const myUserID = useUserInfo().data?.body.UserID;
  return (
    <PageFrame>
      <MyJobs myUserID={myUserID} />
    </PageFrame>
  );
}
