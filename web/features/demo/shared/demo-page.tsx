import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { usePageHandle } from '../../../shared/routing/page-handle.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import './demo-page.css';
import { LoadingNote } from '../../../shared/ui/loading-note.tsx';

/**
 * A demo-template page (D18): its own tab title, one heading, the line the page registry gives it
 * (or `lead`) under it, the app below.
 */
export function DemoPage({
  title,
  lead,
  actions,
  paintMark,
  children,
}: {
  title: string;
  lead?: string;
  /** Buttons beside the heading (add, filters on a phone). */
  actions?: ReactNode;
  /** Marks the lead (or the title) for Element Timing, as PageFrame's (framed-page.tsx). */
  paintMark?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { subtitleKey } = usePageHandle();
  const leadShown = lead ?? (subtitleKey ? t(subtitleKey) : undefined);
  useDocumentTitle(title);
  // React's types know no `elementtiming`; the DOM takes it as it is.
  const timing = paintMark ? { elementtiming: paintMark } : {};
  return (
    <section className="demo-page" aria-labelledby="demo-page-title">
      <header className="demo-page-header">
        <div>
          <h1 id="demo-page-title" className="demo-page-title" {...(leadShown ? {} : timing)}>
            {title}
          </h1>
          {leadShown && (
            <p className="demo-page-lead" {...timing}>
              {leadShown}
            </p>
          )}
        </div>
        {actions && <div className="demo-page-actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}

/** What a page shows while its data loads or when loading failed; null once the data is there. */
export function QueryNote({ isPending, error }: { isPending: boolean; error: unknown }) {
  const { t } = useTranslation();
  if (isPending) return <LoadingNote className="demo-note" />;
  if (error) {
    return (
      <p className="demo-note" role="alert">
        {errorMessage(error, t)}
      </p>
    );
  }
  return null;
}
