import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DemoBookmark, DemoBookmarkLabel } from '#openapi/demo/bookmarks.ts';
import { errorMessage } from '../../../../shared/api/error-message.ts';
import { AppButton } from '../../../../shared/ui/app-button.tsx';
import { EmptyState } from '../../../../shared/ui/empty-state.tsx';
import { toast } from '../../../../shared/ui/toast.ts';
import { DemoPage } from '../../shared/demo-page.tsx';
import { QueryState } from '../../shared/query-state.tsx';
import { useDemoBookmarks } from '../api/get-demo-bookmarks.ts';
import { useRemoveDemoBookmark } from '../api/remove-demo-bookmark.ts';
import { useUpdateDemoBookmark } from '../api/update-demo-bookmark.ts';
import { BookmarkForm } from './bookmark-form.tsx';
import { BookmarkLabels, bookmarkLabels } from './bookmark-labels.tsx';
import './bookmarks-page.css';
import { DemoFilter } from '../../shared/demo-filter.tsx';

/** A bookmark: its link (inside the app or out), its labels to change, and Delete. */
function BookmarkItem({ bookmark }: { bookmark: DemoBookmark }) {
  const { t } = useTranslation();
  const update = useUpdateDemoBookmark();
  const remove = useRemoveDemoBookmark();
  const onError = (error: Error) => toast.error(errorMessage(error, t));
  const { createdAt: _createdAt, ...fields } = bookmark;
  return (
    <li className="bookmark-item">
      {bookmark.url.startsWith('/') ? (
        <Link to={bookmark.url} className="bookmark-link">
          {bookmark.title}
        </Link>
      ) : (
        <a href={bookmark.url} className="bookmark-link" rel="noreferrer noopener" target="_blank">
          {bookmark.title}
        </a>
      )}
      <p className="demo-muted bookmark-url">{bookmark.url}</p>
      <div className="bookmark-actions">
        <BookmarkLabels
          legend={t('demoBookmarks.labelsOf', { title: bookmark.title })}
          value={bookmark.labels}
          onChange={(labels) => update.mutate({ ...fields, labels }, { onError })}
        />
        <AppButton
          aria-label={t('demoBookmarks.deleteNamed', { title: bookmark.title })}
          onClick={() => remove.mutate({ id: bookmark.id }, { onError })}
        >
          {t('demoBookmarks.delete')}
        </AppButton>
      </div>
    </li>
  );
}

/** /apps/bookmarks: the template's bookmarks: add, filter by label, relabel, delete. */
export function BookmarksPage() {
  const { t } = useTranslation();
  const [label, setLabel] = useState<DemoBookmarkLabel | undefined>();
  const bookmarks = useDemoBookmarks(label ? { label } : {});
  return (
    <DemoPage title={t('demoBookmarks.title')}>
      <div className="bookmarks-columns">
        <section className="bookmarks-card" aria-labelledby="bookmarks-add">
          <h2 id="bookmarks-add" className="bookmarks-card-title">
            {t('demoBookmarks.add')}
          </h2>
          <BookmarkForm />
        </section>
        <section className="bookmarks-card" aria-labelledby="bookmarks-list">
          <h2 id="bookmarks-list" className="bookmarks-card-title">
            {t('demoBookmarks.list')}
          </h2>
          <div className="demo-toolbar">
            <DemoFilter
              label={t('demoBookmarks.filter')}
              all={t('demoBookmarks.allLabels')}
              choices={bookmarkLabels.map((item) => ({
                value: item,
                label: t(`demoBookmarks.label.${item}`),
              }))}
              value={label}
              onChange={setLabel}
            />
          </div>
          <QueryState query={bookmarks}>
            {({ body }) =>
              body.length === 0 ? (
                <EmptyState description={t('demoBookmarks.none')} />
              ) : (
                <ul className="demo-list bookmark-items">
                  {body.map((bookmark) => (
                    <BookmarkItem key={bookmark.id} bookmark={bookmark} />
                  ))}
                </ul>
              )
            }
          </QueryState>
        </section>
      </div>
    </DemoPage>
  );
}
