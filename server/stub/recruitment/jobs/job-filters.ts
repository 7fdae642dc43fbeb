import type { JobType } from '#openapi/jobs.ts';
import type { JobRecord } from './store.ts';

/** The search and type filters every job list takes. */
export type JobFilters = { q?: string; jobType?: JobType; location?: string };

/** Whether the job's title, a skill or a location holds the search (any case), and it is of the type. */
export function matchesJob(job: JobRecord, { q, jobType, location }: JobFilters): boolean {
  if (jobType && job.jobType !== jobType) return false;
  if (location) {
    const wanted = location.trim().toLowerCase();
    if (!job.locations.some((item) => item.toLowerCase() === wanted)) return false;
  }
  if (!q) return true;
  const needle = q.trim().toLowerCase();
  return [job.title, ...job.skills, ...job.locations].some((text) =>
    text.toLowerCase().includes(needle),
  );
}
