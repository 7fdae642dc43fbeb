import type { JobStatus, JobType } from '#openapi/jobs.ts';

// The contract's job types and statuses as values, in the order the pages offer them.

export const jobTypes: readonly JobType[] = ['fullTime', 'internship', 'internshipPpo', 'contract'];
export const jobStatuses: readonly JobStatus[] = ['draft', 'open', 'closed'];
