import { useSnapshot } from 'valtio';
import { CompanyJobBoard } from '../../features/job-board/components/company-job-board.tsx';
import { StudentJobBoard } from '../../features/job-board/components/student-job-board.tsx';
import { state } from '../../shared/session/session-store.ts';
import { PageFrame } from '../layouts/page-frame.tsx';

/**
 * /jobs (D5, D14): the company's jobs for the client admin, who opens and closes any; the job
 * board for everyone else the registry lets in. The server decides what each may see; the registry
 * says the client admin's lead.
 */
export function Component() {
  const role = useSnapshot(state).auth.user?.role;
  return (
    <PageFrame>{role === 'ClientAdmin' ? <CompanyJobBoard /> : <StudentJobBoard />}</PageFrame>
  );
}
