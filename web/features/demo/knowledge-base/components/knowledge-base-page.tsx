import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelpArticle } from '#openapi/demo/knowledge-base.ts';
import { lazyWithAntd } from '../../../../shared/ui/lazy-with-antd.ts';
import { OnceOpened } from '../../../../shared/ui/once-opened.tsx';
import { DemoPage, QueryNote } from '../../shared/demo-page.tsx';
import { useKnowledgeBase } from '../api/get-knowledge-base.ts';
import './knowledge-base.css';

// The article's dialog, antd's Modal, comes when an article is first opened (issue 29: the page
// drew no other antd); a pointer over an article, or the focus on it, fetches it ahead.
const ArticleDialog = lazyWithAntd(() =>
  Promise.all([import('./article-dialog.tsx'), import('../../../../shared/ui/antd-root.tsx')]).then(
    ([module, antdRoot]) => ({ Component: module.ArticleDialog, antdRoot }),
  ),
);

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
                  <button
                    type="button"
                    className="demo-link-button kb-article"
                    {...ArticleDialog.prefetchOn}
                    onClick={() => setOpen(article)}
                  >
                    <FileTextOutlined aria-hidden />
                    {article.title}
                  </button>
                </li>
              ))}
            </ul>
            <p className="kb-count">
              {t('demoKnowledgeBase.articlesCount', { count: category.articlesCount })}
            </p>
          </section>
        ))}
      </div>
      <OnceOpened open={open !== null}>
        <ArticleDialog article={open} onClose={() => setOpen(null)} />
      </OnceOpened>
    </DemoPage>
  );
}
