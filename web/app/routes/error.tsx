import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { paths } from '../../shared/routing/paths.ts';
import { state } from '../../shared/session/session-store.ts';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { PublicFrame } from '../layouts/public-layout.tsx';
import { SignedInFrame } from '../layouts/signed-in-layout.tsx';
import { landingFor } from '../pages.ts';
import './error.css';

/**
 * /error: where unknown paths and routes outside the role's set end up (seed §2). A signed-in user
 * keeps the shell (navigation, toolbar, language) around it; a visitor gets the public screens' frame.
 */
export function Component() {
  const signedIn = Boolean(useSnapshot(state).auth.token);
  return signedIn ? (
    <SignedInFrame>
      <NotFound />
    </SignedInFrame>
  ) : (
    <PublicFrame>
      <NotFound />
    </PublicFrame>
  );
}

function NotFound() {
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
