import { Suspense, startTransition, useEffect, useState } from 'react';
import { InstituteDashboard } from '../../features/dashboard/components/institute-dashboard.tsx';
import { AccountCard } from '../../features/profile/components/account-card.tsx';
import { paths } from '../../shared/routing/paths.ts';
import { lazyDrawn } from '../../shared/ui/lazy-drawn.ts';
import { preloadWhenIdle } from '../../shared/ui/preload-when-idle.ts';
import { PageFrame } from '../layouts/page-frame.tsx';
import { usePageSnapshotWhenDrawn } from '../page-snapshot.ts';

/**
 * The policy card and its dialog draw no antd (issue 28), but its form is what the figures do not
 * need (issue 29): it comes once the page has loaded and the browser is idle.
 */
const PlacementPolicyCard = lazyDrawn(() =>
  import('../../features/placement/components/placement-policy-card.tsx').then(
    ({ PlacementPolicyCard }) => PlacementPolicyCard,
  ),
);

function PolicyCardWhenIdle() {
  const [ready, setReady] = useState(false);
  useEffect(
    () =>
      preloadWhenIdle([
        async () => {
          // Drawn once its module is here, so the card appears whole (a failed download is asked
          // for again as the card renders).
          await PlacementPolicyCard.preload();
          startTransition(() => setReady(true));
        },
      ]),
    [],
  );
  return ready ? (
    <Suspense fallback={null}>
      <PlacementPolicyCard />
    </Suspense>
  ) : null;
}

/**
 * /collegedashboard: the InstituteAdmin's landing page, their placement figures and report (D25,
 * D30), the placement policy (D29) and their account.
 */
export function Component() {
  // The landing page: its last view is painted on the next load before the app has run, and goes
  // once the figures are drawn (web/app/page-snapshot.ts; issue 29).
  const onDrawn = usePageSnapshotWhenDrawn(paths.collegeDashboard);
  return (
    <PageFrame>
      <InstituteDashboard onDrawn={onDrawn} />
      <AccountCard />
      {/* Last, so that nothing moves down when it arrives. */}
      <PolicyCardWhenIdle />
    </PageFrame>
  );
}
