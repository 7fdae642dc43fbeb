import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelpArticle } from '#openapi/demo/knowledge-base.ts';
import { Button, Modal } from '../../../../shared/ui/antd.ts';
import { DemoPage, QueryNote } from '../../shared/demo-page.tsx';
import { useKnowledgeBase } from '../api/get-knowledge-base.ts';
import './knowledge-base.css';

/** /pages/knowledge-base: help categories with their featured articles; an article opens (D18). */
export function KnowledgeBasePage() {
  const { t } = useTranslation();
  const { data, error, isPending } = useKnowledgeBase();
  const [open, setOpen] = useState<HelpArticle | null>(null);

  return (
    <DemoPage title={t('demoKnowledgeBase.title')}>
      <QueryNote isPending={isPending} error={error} />
      <div className="kb-grid">
        {data?.body.map((category) => (
          <section
            key={category.id}
            className="demo-panel kb-category"
            aria-labelledby={`kb-${category.id}`}
          >
            <h2 id={`kb-${category.id}`} className="kb-category-title">
              {category.title}
            </h2>
            <p className="kb-category-description">{category.description}</p>
            <ul className="kb-articles">
              {category.featuredArticles.map((article) => (
                <li key={article.id}>
                  <Button
                    type="link"
                    icon={<FileTextOutlined aria-hidden />}
                    onClick={() => setOpen(article)}
                  >
                    {article.title}
                  </Button>
                </li>
              ))}
            </ul>
            <p className="kb-count">
              {t('demoKnowledgeBase.articlesCount', { count: category.articlesCount })}
            </p>
          </section>
        ))}
      </div>
      <Modal
        open={open !== null}
        title={open?.title}
        onCancel={() => setOpen(null)}
        footer={<Button onClick={() => setOpen(null)}>{t('demoKnowledgeBase.close')}</Button>}
      >
        <p className="kb-article-content">{open?.content}</p>
      </Modal>
    </DemoPage>
  );
}
