import { PlacementPolicyCard } from '../../features/placement/components/placement-policy-card.tsx';
import { AccountCard } from '../../features/profile/components/account-card.tsx';
import { PageFrame } from '../layouts/page-frame.tsx';

/** /collegedashboard: the InstituteAdmin's landing page. */
export function Component() {
  return (
    <PageFrame>
      <AccountCard />
      <PlacementPolicyCard />
    </PageFrame>
  );
}
