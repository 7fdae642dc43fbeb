import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import './demo-page.css';

/**
 * The frame of a demo-template page (issue 31): its heading, named in the tab too, an optional
 * action beside it, and the page below.
 */
export function DemoPage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <section className="demo-page" aria-labelledby="demo-page-title">
      <div className="demo-page-head">
        <h1 id="demo-page-title" className="demo-page-title">
          {title}
        </h1>
        {actions ? <div className="demo-page-actions">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
