import type { TFunction } from 'i18next';
import type { RecruitmentRefusals } from '#openapi/operations/jobs.ts';
import { isRefusal } from '../../shared/api/api-error.ts';
import { errorMessage } from '../../shared/api/error-message.ts';

type JobRefusal = keyof typeof RecruitmentRefusals;

/** The refusals a job's save or status change may meet, said in the reader's language. */
const jobRefusals: readonly JobRefusal[] = [
  'ROLE_NOT_ALLOWED',
  'JOB_NOT_FOUND',
  'JOB_READ_ONLY',
  'JOB_NOT_DRAFT',
  'JOB_NOT_OPEN',
  'JOB_NOT_CLOSED',
  'JOB_DEADLINE_PASSED',
  'ASSESSMENT_LOCKED',
];

/** What to tell the recruiter when a job call fails: our words for a known refusal, else the server's. */
export function jobErrorMessage(error: unknown, t: TFunction): string {
  const refusal = isRefusal(error) ? jobRefusals.find((code) => code === error.code) : undefined;
  return refusal ? t(`jobPosting.refusal.${refusal}`) : errorMessage(error, t);
}
