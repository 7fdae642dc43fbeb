import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { AppButton } from '../../../shared/ui/app-button.tsx';

type Query = { isError: boolean; error: unknown; refetch: () => Promise<unknown> };

/** Rows of grey bars where the results will be, while the first page loads. */
export function ResultsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="results-skeleton" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: 5 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
        <div key={index} className="results-skeleton-row" aria-hidden="true" />
      ))}
    </div>
  );
}

/** What failed, in the user's words, and a way to ask again. */
export function ResultsFailed({ query }: { query: Query }) {
  const { t } = useTranslation();
  return (
    <div className="results-failed" role="alert">
      <p>
        {t('results.failed')} {errorMessage(query.error, t)}
      </p>
      <AppButton onClick={() => void query.refetch()}>{t('results.retry')}</AppButton>
    </div>
  );
}
