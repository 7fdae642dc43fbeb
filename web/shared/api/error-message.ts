import type { TFunction } from 'i18next';
import { ApiError } from './api-error.ts';

/** What to toast for a failed call: the server's message, else the seed's generic one (§8). */
export function errorMessage(error: unknown, t: TFunction): string {
  return error instanceof ApiError ? error.message : t('errors.somethingWentWrong');
}
