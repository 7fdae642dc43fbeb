import { lazyWithAntd } from '../../../shared/ui/lazy-with-antd.ts';
import { OnceOpened } from '../../../shared/ui/once-opened.tsx';
import { useUrlParams } from '../hooks/use-url-params.ts';

// A job's drawer, its panels, antd's Drawer and antd's theme load when a job is first opened, not
// with the list a phone shows first, which draws no antd (issue 29).
const JobDetailDrawer = lazyWithAntd(() =>
  Promise.all([import('./job-detail-drawer.tsx'), import('../../../shared/ui/antd-root.tsx')]).then(
    ([module, antdRoot]) => ({ Component: module.JobDetailDrawer, antdRoot }),
  ),
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
