import { useTranslation } from 'react-i18next';
import { useRefusalMessage } from '../refusal-message.ts';

/**
 * What a list shows before its first answer: loading, or why it failed (a refusal in the user's
 * words, e.g. a role the server does not list jobs for), never a blank page.
 */
export function QueryStatus({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const refusalMessage = useRefusalMessage();
  if (error) {
    return (
      <p className="page-note" role="alert">
        {refusalMessage(error)}
      </p>
    );
  }
  return (
    <p className="page-note" aria-busy="true">
      {t('common.loading')}
    </p>
  );
}
