import type { TFunction } from 'i18next';
import { isRefusal } from '../../../shared/api/api-error.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';

/** The refusals the pipeline says in the user's language; any other shows as the server put it. */
const ownWords = [
  'STAGE_CHANGED',
  'ILLEGAL_MOVE',
  'JOB_READ_ONLY',
  'JOB_NOT_FOUND',
  'ROLE_NOT_ALLOWED',
  'APPLICATION_NOT_FOUND',
] as const;
export type PipelineRefusal = (typeof ownWords)[number];

const isOwn = (code: string): code is PipelineRefusal =>
  (ownWords as readonly string[]).includes(code);

/** What to tell the user of a failed call, by the refusal's code where the pipeline has words for it. */
export function refusalMessage(error: unknown, t: TFunction): string {
  if (isRefusal(error) && isOwn(error.code)) return t(`pipeline.refusal.${error.code}`);
  return errorMessage(error, t);
}

/** The move was refused because someone moved the card first: the board is out of date. */
export const isStaleMove = (error: unknown) => isRefusal(error, 'STAGE_CHANGED');
