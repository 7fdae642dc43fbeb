import { PageFrame } from '../layouts/page-frame.tsx';

/** A route of a role's set whose page is not built yet: the frame with the page's title. */
export function Component() {
  return <PageFrame />;
}
