import { CompanyDashboard } from '../../features/dashboard/components/company-dashboard.tsx';
import { AccountCard } from '../../features/profile/components/account-card.tsx';
import { PageFrame } from '../layouts/page-frame.tsx';

/** /admindashboard: the ClientAdmin's landing page, their company in figures (D30). */
export function Component() {
  return (
    <PageFrame>
      <CompanyDashboard />
      <AccountCard />
    </PageFrame>
  );
}
