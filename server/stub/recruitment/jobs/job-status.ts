import type { User } from '../../auth/store.ts';
import type { Store } from '../../store.ts';
import { canSeeJob, mayChangeStatus } from '../access.ts';
import { isStaff, type StaffViewer, viewerOf } from '../roles.ts';
import type { JobRecord } from './store.ts';

/**
 * The job a status change names, when the caller may change it: the recruiter who posted it or the
 * company's client admin (D19); otherwise why not.
 */
export function jobForStatusChange(
  store: Store,
  user: User,
  JobID: number,
):
  | { refusal: 'ROLE_NOT_ALLOWED' | 'JOB_NOT_FOUND' | 'JOB_READ_ONLY' }
  | { viewer: StaffViewer; job: JobRecord } {
  const viewer = viewerOf(store, user);
  if (!isStaff(viewer)) return { refusal: 'ROLE_NOT_ALLOWED' };
  const job = store.jobs.get(JobID);
  if (!job || !canSeeJob(store, viewer, job)) return { refusal: 'JOB_NOT_FOUND' };
  if (!mayChangeStatus(viewer, job)) return { refusal: 'JOB_READ_ONLY' };
  return { viewer, job };
}

/** Opens the job to applications: published the first time, reopened after. */
export function openJob(job: JobRecord, now: number) {
  job.status = 'open';
  job.publishedAt ??= now;
  job.closedAt = null;
  job.updatedAt = now;
}
