import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import './page-frame.css';

/** What the router hands a signed-in page from its registry entry (router.tsx). */
type PageHandle = { titleKey?: unknown; subtitleKey?: unknown };

/** A key of the page's handle, or `fallback` where the route has none. */
function keyOf(handle: unknown, name: keyof PageHandle, fallback: string): string {
  if (typeof handle !== 'object' || handle === null) return fallback;
  const key = (handle as PageHandle)[name];
  return typeof key === 'string' ? key : fallback;
}

/**
 * A signed-in page's heading, the line under it that says what the page is for, and the
 * document's title: `title` and `lead`, or else the page's own from the page registry. The body
 * says what is coming until the page is built.
 */
export function PageFrame({
  title,
  lead,
  children,
}: {
  title?: string;
  lead?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle;
  const shown = title ?? t(keyOf(handle, 'titleKey', 'app.name'));
  const subtitleKey = keyOf(handle, 'subtitleKey', '');
  const leadShown = lead ?? (subtitleKey ? t(subtitleKey) : undefined);
  useDocumentTitle(shown);
  return (
    <section className="page-frame" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {shown}
      </h1>
      {leadShown ? <p className="page-lead">{leadShown}</p> : null}
      {children ?? <p className="page-note">{t('pages.comingSoon')}</p>}
    </section>
  );
}
