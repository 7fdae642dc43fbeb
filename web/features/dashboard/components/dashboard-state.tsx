import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { AppButton } from '../../../shared/ui/app-button.tsx';

type Query = { isError: boolean; error: unknown; refetch: () => Promise<unknown> };

/** Grey blocks where the figures will be, while the first answer comes. */
export function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="dashboard-grid" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: 4 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
        <div key={index} className="dashboard-skeleton-block" aria-hidden="true" />
      ))}
    </div>
  );
}

/** What failed, in the user's words, and a way to ask again. */
export function DashboardFailed({ query }: { query: Query }) {
  const { t } = useTranslation();
  return (
    <div className="dashboard-failed" role="alert">
      <p>
        {t('dashboard.failed')} {errorMessage(query.error, t)}
      </p>
      <AppButton onClick={() => void query.refetch()}>{t('dashboard.retry')}</AppButton>
    </div>
  );
}

/**
 * Tells the page (`onDrawn`) once a dashboard has drawn its figures or its failure, before the
 * browser paints them: a landing page takes its painted copy of the last visit away then and keeps
 * this view for the next (web/app/page-snapshot.ts).
 */
export function useOnDrawn(drawn: boolean, onDrawn: (() => void) | undefined): void {
  useLayoutEffect(() => {
    if (drawn) onDrawn?.();
  }, [drawn, onDrawn]);
}
