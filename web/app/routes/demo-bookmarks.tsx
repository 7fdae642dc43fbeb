import { BookmarksPage } from '../../features/demo/bookmarks/components/bookmarks-page.tsx';

/** /apps/bookmarks: the demo template's bookmarks (issue 31). */
export function Component() {
  return <BookmarksPage />;
}
