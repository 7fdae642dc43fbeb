import { ScrumboardPage } from '../../features/demo/scrumboard/components/scrumboard-page.tsx';

/** /apps/scrumboard: the demo template's scrum board (D18). */
export function Component() {
  return <ScrumboardPage />;
}
