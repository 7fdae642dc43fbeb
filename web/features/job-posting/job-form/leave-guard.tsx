import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';

/**
 * Asks before a changed form is left (issue 27): another page of the app asks in a dialog, a
 * reload or a closed tab in the browser's own words. `changed` is read at that moment, so a save
 * that has just succeeded leaves without a question.
 */
export function LeaveGuard({ changed }: { changed: RefObject<boolean> }) {
  const { t } = useTranslation();
  // Only another page: /postjob becoming /postjob?job=<slug> after a save is the same form.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      changed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    const hold = (event: BeforeUnloadEvent) => {
      if (changed.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', hold);
    return () => window.removeEventListener('beforeunload', hold);
  }, [changed]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('jobPosting.leave.question')}
      confirmLabel={t('jobPosting.leave.leave')}
      cancelLabel={t('jobPosting.leave.stay')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{t('jobPosting.leave.consequence')}</p>
    </ConfirmDialog>
  );
}
