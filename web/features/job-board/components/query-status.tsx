import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { LoadingNote } from '../../../shared/ui/loading-note.tsx';

/**
 * What a list shows before its first answer: loading, or why it failed (a refusal in the user's
 * words, e.g. a role the server does not list jobs for), never a blank page.
 */
export function QueryStatus({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (error) {
    return (
      <p className="page-note" role="alert">
        {errorMessage(error, t)}
      </p>
    );
  }
  return <LoadingNote className="page-note" />;
}
