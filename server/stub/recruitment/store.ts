import type { ApplicationsStore } from './applications/store.ts';
import type { EventsStore } from './events/store.ts';
import type { JobsStore } from './jobs/store.ts';
import type { ProfilesStore } from './profiles/store.ts';
import type { RecordsStore } from './records/store.ts';

/** The recruitment core's slices together: what its seed builds and its rules read. */
export type RecruitmentStore = JobsStore &
  ProfilesStore &
  ApplicationsStore &
  EventsStore &
  RecordsStore;
