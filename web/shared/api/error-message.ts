import type { TFunction } from 'i18next';
import { ApiError } from './api-error.ts';

/**
 * What to show for a failed call, in the UI's language: a refusal with a code the contract lists
 * in its own words (`errors.refusal.<code>`), the server's words only for a code the SPA does not
 * know, and the seed's generic message (§8) when no answer came.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('errors.somethingWentWrong');
  // An envelope came (serverMessage is set): its code, when known, says it in the user's words.
  // Without one, `message` is already the SPA's own translated words (session expired, network).
  if (error.serverMessage === undefined || error.code === '') return error.message;
  return t(`errors.refusal.${error.code}`, { defaultValue: error.message });
}
