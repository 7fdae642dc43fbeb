import type { Store } from '../store.ts';
import type { ApplicationRecord } from './applications/store.ts';
import type { JobRecord } from './jobs/store.ts';
import { recordRecruiterEvent } from './recruiter-events.ts';
import { moveApplication } from './stages.ts';

function indexed<Key, Item>(index: Map<Key, Item[]>, key: Key, item: Item) {
  const items = index.get(key);
  if (items) items.push(item);
  else index.set(key, [item]);
}

/**
 * A student's application to a job, the caller having checked that they may apply: Applied, then
 * at once Test assigned with the job's test when it has one (D21). Indexed by job and by student;
 * the job's recruiter hears of it (D34).
 */
export function createApplication(
  store: Store,
  job: JobRecord,
  UserID: number,
  at: number,
): ApplicationRecord {
  const application: ApplicationRecord = {
    ApplicationID: store.nextApplicationID++,
    JobID: job.JobID,
    UserID,
    stage: 'applied',
    appliedAt: at,
    updatedAt: at,
    history: [{ stage: 'applied', at, byUserID: UserID, note: null }],
    outcome: null,
    interview: null,
    offer: null,
  };
  store.applications.set(application.ApplicationID, application);
  indexed(store.applicationsByJob, job.JobID, application);
  indexed(store.applicationsByStudent, UserID, application);
  recordRecruiterEvent(store, application, 'applied', at);
  if (job.assessment) {
    moveApplication(store, application, 'testAssigned', { at, byUserID: null, note: null });
  }
  return application;
}
