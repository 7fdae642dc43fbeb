import { AcademyDashboard } from '../../features/demo/widgets/components/academy-dashboard.tsx';

/** /dashboards/academy: the demo template's subject dashboard (issue 31). */
export function Component() {
  return <AcademyDashboard />;
}
