import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { state } from '../session/session-store.ts';
import { hideSnackbar } from './ui-state.ts';
import './snackbar.css';

/**
 * The snackbar (seed §4, §8, §9): one message at a time, where and for as long as it was asked
 * (6000 ms at the top centre unless told otherwise), with a close button.
 */
export function Snackbar() {
  const { t } = useTranslation();
  const snackbar = useSnapshot(state).ui.snackbar;
  useEffect(() => {
    if (!snackbar) return;
    const timer = setTimeout(hideSnackbar, snackbar.autoHideDuration);
    return () => clearTimeout(timer);
  }, [snackbar]);
  if (!snackbar) return null;
  return (
    <div
      className={`snackbar snackbar-${snackbar.placement} snackbar-${snackbar.variant}`}
      role={snackbar.variant === 'error' ? 'alert' : 'status'}
      data-variant={snackbar.variant}
    >
      <span className="snackbar-message">{snackbar.message}</span>
      <button
        type="button"
        className="snackbar-close"
        onClick={hideSnackbar}
        aria-label={t('common.close')}
      >
        ×
      </button>
    </div>
  );
}
