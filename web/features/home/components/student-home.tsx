import { RecentApplications } from './recent-applications.tsx';
import { RecommendedJobs } from './recommended-jobs.tsx';
import './home.css';

/** The student's /home beside their tests (D14): jobs to apply to and where their applications are. */
export function StudentHome() {
  return (
    <div className="home-columns">
      <RecommendedJobs />
      <RecentApplications />
    </div>
  );
}
