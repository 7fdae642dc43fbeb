import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { AppButton } from '../../../shared/ui/app-button.tsx';
import { LoadingNote } from '../../../shared/ui/loading-note.tsx';

type Query = { isError: boolean; error: unknown; refetch: () => Promise<unknown> };

/** A home card before its figures: loading, or what went wrong with a way to ask again. */
export function HomeCardState({ query, failedKey }: { query: Query; failedKey: string }) {
  const { t } = useTranslation();
  if (!query.isError) {
    return <LoadingNote className="home-empty" />;
  }
  return (
    <div className="home-failed" role="alert">
      <p>
        {t(failedKey)} {errorMessage(query.error, t)}
      </p>
      <AppButton onClick={() => void query.refetch()}>{t('home.retry')}</AppButton>
    </div>
  );
}
