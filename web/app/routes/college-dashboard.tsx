import { InstituteDashboard } from '../../features/dashboard/components/institute-dashboard.tsx';
import { PlacementPolicyCard } from '../../features/placement/components/placement-policy-card.tsx';
import { AccountCard } from '../../features/profile/components/account-card.tsx';
import { PageFrame } from '../layouts/page-frame.tsx';

/**
 * /collegedashboard: the InstituteAdmin's landing page, their placement figures and report (D25,
 * D30). The page stacks its parts; a card of the institute's settings goes between the two.
 */
export function Component() {
  return (
    <PageFrame>
      <InstituteDashboard />
      <PlacementPolicyCard />
      <AccountCard />
    </PageFrame>
  );
}
