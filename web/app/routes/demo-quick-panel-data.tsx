import { QuickPanelPage } from '../../features/demo/quick-panel/components/quick-panel-page.tsx';

/** /apps/quick-panel: the demo template's quick panel data (issue 31). */
export function Component() {
  return <QuickPanelPage />;
}
