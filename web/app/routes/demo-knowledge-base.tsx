import { KnowledgeBasePage } from '../../features/demo/knowledge-base/components/knowledge-base-page.tsx';

/** /pages/knowledge-base: the demo template's help centre (D18). */
export function Component() {
  return <KnowledgeBasePage />;
}
