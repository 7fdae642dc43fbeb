import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { PageFrame } from '../../features/home/components/page-frame.tsx';
import { CompanyJobBoard } from '../../features/job-board/components/company-job-board.tsx';
import { StudentJobBoard } from '../../features/job-board/components/student-job-board.tsx';
import { state } from '../../shared/session/session-store.ts';

/**
 * /jobs (D14): the company's jobs for its people (the client admin opens and closes any; a
 * recruiter, their own), the job board for everyone else; the server decides what each may see.
 */
export function Component() {
  const { t } = useTranslation();
  const role = useSnapshot(state).auth.user?.role;
  const companyStaff = role === 'ClientAdmin' || role === 'Recruiter';
  return (
    <PageFrame title={t('pages.jobs')}>
      {companyStaff ? <CompanyJobBoard /> : <StudentJobBoard />}
    </PageFrame>
  );
}
