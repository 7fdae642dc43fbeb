import { Reports } from '../../features/demo/widgets/components/reports.tsx';

/** /apps/reports: the demo template's reports (issue 31). */
export function Component() {
  return <Reports />;
}
