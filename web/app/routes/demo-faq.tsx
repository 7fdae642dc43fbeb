import { FaqPage } from '../../features/demo/faq/components/faq-page.tsx';

/** /pages/faq: the demo template's FAQ (D18). */
export function Component() {
  return <FaqPage />;
}
