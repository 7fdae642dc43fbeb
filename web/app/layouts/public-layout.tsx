import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../../features/shell/components/language-switch.tsx';
import { BrandMark } from '../../shared/ui/brand-mark.tsx';
import './public-layout.css';

/** The split panel shared by every public screen (seed §2): brand on one side, the form on the other. */
export function Component() {
  const { t } = useTranslation();
  return (
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
      <main className="form-panel">
        <div className="form-panel-language">
          <LanguageSwitch />
        </div>
        <div className="form-card">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
