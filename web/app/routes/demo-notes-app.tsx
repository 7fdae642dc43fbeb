import { NotesAppPage } from '../../features/demo/notes-app/components/notes-app-page.tsx';

/** /apps/notes: the demo template's notes app (D18), apart from the quick panel's notes. */
export function Component() {
  return <NotesAppPage />;
}
