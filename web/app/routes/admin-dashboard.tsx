import { CompanyDashboard } from '../../features/dashboard/components/company-dashboard.tsx';
import { AccountCard } from '../../features/profile/components/account-card.tsx';
import { paths } from '../../shared/routing/paths.ts';
import { PageFrame } from '../layouts/page-frame.tsx';
import { usePageSnapshotWhenDrawn } from '../page-snapshot.ts';

/** /admindashboard: the ClientAdmin's landing page, their company in figures (D30). */
export function Component() {
  // The landing page: its last view is painted on the next load before the app has run, and goes
  // once the figures are drawn (web/app/page-snapshot.ts; issue 29).
  const onDrawn = usePageSnapshotWhenDrawn(paths.adminDashboard);
  return (
    <PageFrame>
      <CompanyDashboard onDrawn={onDrawn} />
      <AccountCard />
    </PageFrame>
  );
}
