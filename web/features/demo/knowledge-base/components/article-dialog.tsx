import { useTranslation } from 'react-i18next';
import type { HelpArticle } from '#openapi/demo/knowledge-base.ts';
import { Button, Modal } from '../../../../shared/ui/antd.ts';

/** An article of the knowledge base, read in a dialog; loaded when the first one is opened. */
export function ArticleDialog({
  article,
  onClose,
}: {
  article: HelpArticle | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={article !== null}
      title={article?.title}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('demoKnowledgeBase.close')}</Button>}
    >
      <p className="kb-article-content">{article?.content}</p>
    </Modal>
  );
}
