import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { paths } from '../../shared/routing/paths.ts';
import { state } from '../../shared/session/session-store.ts';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { landingFor } from '../landing.ts';
import './error.css';

/**
 * /error: where unknown paths and routes outside the role's set end up (seed §2), inside the frame
 * the session calls for (layouts/session-frame.tsx).
 */
export function Component() {
  const { t } = useTranslation();
  const { auth } = useSnapshot(state);
  useDocumentTitle(t('error.title'));
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title">{t('error.title')}</h1>
      <p>{t('error.message')}</p>
      {auth.token ? (
        <Link to={landingFor(auth.user?.role ?? 'none')}>{t('error.goHome')}</Link>
      ) : (
        <Link to={paths.login}>{t('error.goLogin')}</Link>
      )}
    </section>
  );
}
