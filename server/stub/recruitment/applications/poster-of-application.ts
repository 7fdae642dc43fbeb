import type { User } from '../../auth/store.ts';
import type { Store } from '../../store.ts';
import { canSeeApplication, isPoster } from '../access.ts';
import type { JobRecord } from '../jobs/store.ts';
import { isStaff, type StaffViewer, viewerOf } from '../roles.ts';
import type { ApplicationRecord } from './store.ts';

type Found =
  | { viewer: StaffViewer; application: ApplicationRecord; job: JobRecord }
  | { refusal: 'ROLE_NOT_ALLOWED' | 'APPLICATION_NOT_FOUND' | 'JOB_READ_ONLY' };

/**
 * The application a recruiter acts on, with its job, when the caller posted that job (D19): anyone
 * else is refused, and an application they may not see is one there is none of.
 */
export function posterOfApplication(store: Store, user: User, ApplicationID: number): Found {
  const viewer = viewerOf(store, user);
  if (!isStaff(viewer)) return { refusal: 'ROLE_NOT_ALLOWED' };
  const application = store.applications.get(ApplicationID);
  const job = application && store.jobs.get(application.JobID);
  if (!application || !job || !canSeeApplication(store, viewer, application)) {
    return { refusal: 'APPLICATION_NOT_FOUND' };
  }
  if (!isPoster(viewer, job)) return { refusal: 'JOB_READ_ONLY' };
  return { viewer, application, job };
}
