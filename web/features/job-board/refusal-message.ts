import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error.ts';
import { errorMessage } from '../../shared/api/error-message.ts';

/**
 * What to tell the user when a recruitment call fails: the words for a known refusal code in the
 * UI's language (the server's message is English), else the server's message or the generic one.
 */
export function useRefusalMessage(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return (error) => {
    const key = error instanceof ApiError && error.code ? `jobBoard.refusal.${error.code}` : '';
    return key && i18n.exists(key) ? t(key) : errorMessage(error, t);
  };
}
