import { useTranslation } from 'react-i18next';

/**
 * The line a page, card or panel shows while what it draws is on its way: "Loading…", a status
 * message (role="status": a screen reader says it without moving the focus), marked busy
 * (aria-busy) so assistive technology, and the accessibility sweep, wait for what replaces it.
 */
export function LoadingNote({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={className} role="status" aria-busy="true">
      {t('common.loading')}
    </p>
  );
}
