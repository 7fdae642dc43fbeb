import { useSnapshot } from 'valtio';
import { RecruiterResults } from '../../features/results/components/recruiter-results.tsx';
import { StudentResults } from '../../features/results/components/student-results.tsx';
import { state } from '../../shared/session/session-store.ts';
import { PageFrame } from '../layouts/page-frame.tsx';
import '../../features/results/components/results.css';

/**
 * /result (D24): a student's own results; the company's for its recruiters and client admin, the
 * institute's students' for its admin. Any other role gets the server's refusal, in words.
 */
export function Component() {
  const role = useSnapshot(state).auth.user?.role;
  return (
    <PageFrame>
      {role === 'Student' ? (
        <StudentResults />
      ) : (
        <RecruiterResults viewer={role === 'InstituteAdmin' ? 'instituteAdmin' : 'staff'} />
      )}
    </PageFrame>
  );
}
