import { FileManagerPage } from '../../features/demo/file-manager/components/file-manager-page.tsx';

/** /apps/file-manager: the demo template's file manager (D18). */
export function Component() {
  return <FileManagerPage />;
}
