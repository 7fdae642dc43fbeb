import { AccountCard } from '../../features/profile/components/account-card.tsx';
import { PageFrame } from '../layouts/page-frame.tsx';

/** /admindashboard: the ClientAdmin's landing page. */
export function Component() {
  return (
    <PageFrame>
      <AccountCard />
    </PageFrame>
  );
}
