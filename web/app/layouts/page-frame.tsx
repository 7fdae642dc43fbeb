import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { useSnapshot } from 'valtio';
import { state } from '../../shared/session/session-store.ts';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import './page-frame.css';

/** The title key the router hands a signed-in page from its registry entry (router.tsx). */
function titleKeyOf(handle: unknown): string {
  if (typeof handle === 'object' && handle !== null && 'titleKey' in handle) {
    return typeof handle.titleKey === 'string' ? handle.titleKey : 'app.name';
  }
  return 'app.name';
}

/**
 * A signed-in page's heading, and the document's title: `title`, or else the page's own title from
 * the page registry. The body says what is coming until the page is built.
 */
export function PageFrame({ title, children }: { title?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const { auth } = useSnapshot(state);
  const titleKey = titleKeyOf(useMatches().at(-1)?.handle);
  const shown = title ?? t(titleKey);
  useDocumentTitle(shown);
  return (
    <section className="page-frame" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {shown}
      </h1>
      <p className="page-lead">{t('pages.welcome', { name: auth.user?.displayName ?? '' })}</p>
      {children ?? <p className="page-note">{t('pages.comingSoon')}</p>}
    </section>
  );
}
