import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { state } from '../session/session-store.ts';
import './loader.css';

/** The full-screen loading overlay (seed §2), shown while `state.ui.loading` is set. */
export function Loader() {
  const { ui } = useSnapshot(state);
  const { t } = useTranslation();
  if (!ui.loading) return null;
  return (
    <div className="loader-overlay" role="status" aria-live="polite">
      <span className="loader-spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
