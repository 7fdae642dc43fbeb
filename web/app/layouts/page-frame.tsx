import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { usePageHandle, usePageTitle } from '../../shared/routing/page-handle.ts';
import { state } from '../../shared/session/session-store.ts';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import './page-frame.css';

/**
 * A signed-in page's heading, the line under it that says what the page is for, and the
 * document's title: `title` and `lead`, or else the page's own (for the user's role) from the page
 * registry, above the page's body. Every page has a body: there is no "coming soon" frame to fall
 * back on (framed-page.tsx draws the frame alone only while the body's code is on its way).
 */
export function PageFrame({
  title,
  lead,
  paintMark,
  children,
}: {
  title?: string;
  lead?: string;
  /** Marks the lead (or the title) for Element Timing: framed-page.tsx waits for its paint. */
  paintMark?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { subtitleKey, subtitleKeyFor } = usePageHandle();
  const pageTitle = usePageTitle();
  const role = useSnapshot(state).auth.user?.role;
  const shown = title ?? pageTitle;
  const leadKey = (role && subtitleKeyFor?.[role]) ?? subtitleKey;
  const leadShown = lead ?? (leadKey ? t(leadKey) : undefined);
  useDocumentTitle(shown);
  // React's types know no `elementtiming`; the DOM takes it as it is.
  const timing = paintMark ? { elementtiming: paintMark } : {};
  return (
    <section className="page-frame" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title" {...(leadShown ? {} : timing)}>
        {shown}
      </h1>
      {leadShown ? (
        <p className="page-lead" {...timing}>
          {leadShown}
        </p>
      ) : null}
      {children}
    </section>
  );
}
