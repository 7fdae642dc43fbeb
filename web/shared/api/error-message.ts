import type { TFunction } from 'i18next';
import type { RefusalCode } from '#openapi/refusal-codes.ts';
import { ApiError } from './api-error.ts';

/**
 * The one place a refusal is put into words: `errors.refusal.<code>`, in the UI's language. Every
 * page says a refusal through this (or `errorMessage`), so a code has the same words everywhere.
 */
export const refusalWords = (code: RefusalCode, t: TFunction): string =>
  t(`errors.refusal.${code}`);

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
