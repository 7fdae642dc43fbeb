import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { RecruiterDashboard } from '../../features/dashboard/components/recruiter-dashboard.tsx';
import { StudentDashboard } from '../../features/dashboard/components/student-dashboard.tsx';
import { preloadCharts } from '../../shared/charts/chart-turns.ts';
import { state } from '../../shared/session/session-store.ts';
import { PageFrame } from '../layouts/page-frame.tsx';
import '../../features/dashboard/components/dashboard.css';

// The chart code is asked for as the route opens, for the browser's first idle moment after the
// page has loaded; the tables paint first.
preloadCharts();

/**
 * /dashboard (issue 28, D30): a recruiter's hiring figures or a student's own, by role. A member
 * without either role (seed §2 gives them the page) has no figures: the page says whose they are.
 */
export function Component() {
  const { t } = useTranslation();
  const role = useSnapshot(state).auth.user?.role;
  return (
    <PageFrame>
      {role === 'Recruiter' ? (
        <RecruiterDashboard />
      ) : role === 'Student' ? (
        <StudentDashboard />
      ) : (
        <p className="dashboard-empty">{t('dashboard.member')}</p>
      )}
    </PageFrame>
  );
}
