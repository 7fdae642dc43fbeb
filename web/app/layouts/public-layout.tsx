import { type ReactNode, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../../features/shell/components/language-switch.tsx';
import { BrandMark } from '../../shared/ui/brand-mark.tsx';
import { handOffPrerendered } from '../../shared/ui/prerender-handoff.ts';
import { MAIN_CONTENT_ID, SkipLink } from '../../shared/ui/skip-link.tsx';
import './public-layout.css';

/**
 * The split panel shared by every public screen (seed §2), and /error for visitors: brand on one
 * side, the form on the other. The language switch sits above the form, in its own row on narrow
 * screens so it never covers the heading.
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink />
      <div className="public-layout">
        <aside className="brand-panel">
          <BrandMark size="large" />
          <p className="brand-tagline">{t('app.tagline')}</p>
          <ul className="brand-highlights">
            <li>{t('app.highlights.jobs')}</li>
            <li>{t('app.highlights.tests')}</li>
            <li>{t('app.highlights.results')}</li>
          </ul>
        </aside>
        <main className="form-panel" id={MAIN_CONTENT_ID} tabIndex={-1}>
          <div className="form-panel-language">
            <LanguageSwitch />
          </div>
          <div className="form-card">{children}</div>
        </main>
      </div>
    </>
  );
}

export function Component() {
  // The first render of a public screen replaces its prerendered copy before the browser paints.
  useLayoutEffect(() => handOffPrerendered(document.getElementById('root')), []);
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
