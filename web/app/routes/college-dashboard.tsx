import { Suspense, startTransition, useEffect, useState } from 'react';
import { InstituteDashboard } from '../../features/dashboard/components/institute-dashboard.tsx';
import { AccountCard } from '../../features/profile/components/account-card.tsx';
import { paths } from '../../shared/routing/paths.ts';
import { lazyWithAntd } from '../../shared/ui/lazy-with-antd.ts';
import { preloadWhenIdle } from '../../shared/ui/preload-when-idle.ts';
import { PageFrame } from '../layouts/page-frame.tsx';
import { usePageSnapshotWhenDrawn } from '../page-snapshot.ts';

/**
 * The policy card's form, radios, number field and dialog are some 58 kB of antd (brotli) that
 * the figures do not need (issue 29): it comes once the page has loaded and the browser is idle,
 * with antd's theme and style engine, which nothing else on this page draws.
 */
const PlacementPolicyCard = lazyWithAntd(() =>
  Promise.all([
    import('../../features/placement/components/placement-policy-card.tsx'),
    import('../../shared/ui/antd-root.tsx'),
  ]).then(([{ PlacementPolicyCard }, antdRoot]) => ({ Component: PlacementPolicyCard, antdRoot })),
);

function PolicyCardWhenIdle() {
  const [ready, setReady] = useState(false);
  useEffect(
    () =>
      preloadWhenIdle([
        async () => {
          await PlacementPolicyCard.preload();
          // Drawn in slices that let the browser answer input: antd's style engine computes the
          // card's styles as it renders (a task of some 300 ms on a phone, drawn at once).
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
