import { IconsPage } from '../../features/demo/icons/components/icons-page.tsx';

/** /ui/icons: the demo template's icon catalogue (D18). */
export function Component() {
  return <IconsPage />;
}
