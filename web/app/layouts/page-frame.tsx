import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { state } from '../../../shared/session/session-store.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import './page-frame.css';

/** A signed-in page's heading; the body says what is coming until the page is built. */
export function PageFrame({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const { auth } = useSnapshot(state);
  useDocumentTitle(title);
  return (
    <section className="page-frame" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {title}
      </h1>
      <p className="page-lead">{t('pages.welcome', { name: auth.user?.displayName ?? '' })}</p>
      {children ?? <p className="page-note">{t('pages.comingSoon')}</p>}
    </section>
  );
}
