import { lazy } from 'react';
import { OnceOpened } from '../../../shared/ui/once-opened.tsx';
import { useUrlParams } from '../hooks/use-url-params.ts';

// A job's drawer, its panels and antd's Drawer load when a job is first opened, not with the list a
// phone shows first (issue 29).
const JobDetailDrawer = lazy(() =>
  import('./job-detail-drawer.tsx').then(({ JobDetailDrawer }) => ({ default: JobDetailDrawer })),
);

/** The job board's drawer (job-detail-drawer.tsx), from the first time the URL names a job on. */
export function LazyJobDetailDrawer() {
  const { params } = useUrlParams();
  return (
    <OnceOpened open={params.has('job')}>
      <JobDetailDrawer />
    </OnceOpened>
  );
}
