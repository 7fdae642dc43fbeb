import { useDeferredValue, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useTestTasks } from '../../features/exam/api/get-test-tasks.ts';
import { StudentTests } from '../../features/exam/components/student-tests.tsx';
import { useResumeTest } from '../../features/exam/hooks/use-resume-test.ts';
import { usePipeline } from '../../features/home/api/get-pipeline.ts';
import { useRecentJobs } from '../../features/home/api/use-recent-jobs.ts';
import { RecruiterHome } from '../../features/home/components/recruiter-home.tsx';
import { StudentHome } from '../../features/home/components/student-home.tsx';
import { useUserInfo } from '../../features/profile/api/get-user-info.ts';
import { AccountCard } from '../../features/profile/components/account-card.tsx';
import { paths } from '../../shared/routing/paths.ts';
import { state } from '../../shared/session/session-store.ts';
import { LoadingNote } from '../../shared/ui/loading-note.tsx';
import { PageFrame } from '../layouts/page-frame.tsx';
import { usePageSnapshot } from '../page-snapshot.ts';
import { dropPageSnapshot } from '../page-snapshot-drop.ts';

/**
 * /home: the Recruiter's and the Student's landing page (seed §4, D14): the recruiter's pipeline,
 * the student's tests, recommended jobs and applications; everyone's account below.
 */
export function Component() {
  const { t } = useTranslation();
  const role = useSnapshot(state).auth.user?.role;
  const ownHome = role === 'Recruiter' || role === 'Student';
  return (
    <PageFrame
      title={ownHome ? t(`pages.roleHome.${role}`) : undefined}
      lead={ownHome ? t(`pages.lead.home${role}`) : undefined}
    >
      {role === 'Student' ? (
        <StudentLanding />
      ) : role === 'Recruiter' ? (
        <RecruiterLanding />
      ) : (
        <AccountCard />
      )}
    </PageFrame>
  );
}

/**
 * The student's tests first; their jobs, applications and account are fetched at the same time but
 * shown once the tests are in. Shown earlier, they jumped down by the tests' height when the list
 * came (issue 13: a layout shift of 0.3 to 0.375 on a slow phone, in about one visit in three).
 * They are shown from a render of their own, after the tests have been drawn, which yields to input
 * (as the cards draw their answers, useDeferredValue): the tests are what the student came for.
 */
function StudentLanding() {
  const tasks = useTestTasks();
  const settled = useDeferredValue(tasks.data !== undefined || tasks.isError);
  // The tests drawn, the copy of the last visit painted before the app ran goes, and this view is
  // kept for the next load (web/app/page-snapshot.ts).
  usePageSnapshot(paths.home, settled);
  return (
    <>
      <MyTests />
      <div hidden={!settled}>
        <StudentHome />
        <AccountCard />
      </div>
    </>
  );
}

/**
 * The recruiter's pipeline first, their account under it once the pipeline's figures and recent
 * jobs are in: shown at once, the account was drawn first and pushed down by the pipeline's height
 * as it came (issue 29: a layout shift of 0.38 on a phone, the page's score 98 → 80), as the
 * student's was by their tests (StudentLanding).
 */
function RecruiterLanding() {
  const user = useUserInfo();
  const UserID = user.data?.body.UserID;
  // Without the user, the copy of the last visit goes and the account card says what failed.
  useLayoutEffect(() => {
    if (user.isError && UserID === undefined) dropPageSnapshot();
  }, [user.isError, UserID]);
  // Until the server has said who they are, the account card says so (loading, or what failed),
  // drawn from the start: drawn only on the failure, its own query's mount asked again, its
  // "pending" took it away, and its failure brought it back, some two requests a second on an
  // empty page for as long as the server failed.
  if (UserID === undefined) return <AccountCard />;
  return <PipelineThenAccount UserID={UserID} />;
}

function PipelineThenAccount({ UserID }: { UserID: number }) {
  const pipeline = usePipeline(UserID);
  const jobs = useRecentJobs(UserID);
  const settled =
    (pipeline.data !== undefined || pipeline.isError) && (jobs.data !== undefined || jobs.isError);
  // Issue 29: the recruiter's landing page, as the student's, is painted from the last visit's
  // copy before the app has run (its lead, the phone's largest text, came at 2.6 s), and the copy
  // goes once the pipeline and the recent jobs are drawn (web/app/page-snapshot.ts).
  usePageSnapshot(paths.home, settled);
  return (
    <>
      <RecruiterHome UserID={UserID} />
      <div hidden={!settled}>
        <AccountCard />
      </div>
    </>
  );
}

/** The student's tests (D15): start one, resume the running one (seed §2's resume path), or see a result. */
function MyTests() {
  const { t } = useTranslation();
  const tasks = useTestTasks();
  const resumeTest = useResumeTest();
  const [resumingTaskID, setResumingTaskID] = useState<number | null>(null);
  if (tasks.isError) {
    return (
      <p className="page-note" role="alert">
        {t('exam.tasksFailed')}
      </p>
    );
  }
  if (!tasks.data) {
    return <LoadingNote className="page-note" />;
  }
  return (
    <StudentTests
      tasks={tasks.data.tasks}
      receivedAt={tasks.data.receivedAt}
      resumingTaskID={resumingTaskID}
      onResume={(task) => {
        setResumingTaskID(task.TaskID);
        resumeTest(task);
      }}
    />
  );
}
