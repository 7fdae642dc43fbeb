import { SearchPage } from '../../features/demo/search/components/search-page.tsx';

/** /pages/search: the demo template's search page (issue 31). */
export function Component() {
  return <SearchPage />;
}
