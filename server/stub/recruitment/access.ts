import type { JobAccess } from '#openapi/jobs.ts';
import type { Store } from '../store.ts';
import type { ApplicationRecord } from './applications/store.ts';
import { eligibilityOf } from './eligibility.ts';
import type { JobRecord } from './jobs/store.ts';
import type { Viewer } from './roles.ts';

// Who sees and does what (D19, D22). Anything a caller may not see answers as if it did not exist,
// so one company learns nothing of another's jobs.

/** The student's application to the job, if they have one (one per student and job, D21). */
export const applicationOf = (store: Store, UserID: number, JobID: number) =>
  store.applicationsByStudent.get(UserID)?.find((application) => application.JobID === JobID);

/** The job, when the viewer may see it: its company's people always, others once it is published. */
export function canSeeJob(store: Store, viewer: Viewer, job: JobRecord): boolean {
  switch (viewer.role) {
    case 'recruiter':
    case 'clientAdmin':
      return job.CompanyID === viewer.CompanyID;
    case 'instituteAdmin':
      return job.status !== 'draft' && job.eligibility.instituteIDs.includes(viewer.instituteID);
    case 'student':
      return (
        job.status !== 'draft' &&
        (job.eligibility.instituteIDs.includes(viewer.instituteID) ||
          applicationOf(store, viewer.user.UserID, job.JobID) !== undefined)
      );
    case 'none':
      return false;
  }
}

/** The recruiter who posted the job: the one who edits it and moves its candidates. */
export const isPoster = (viewer: Viewer, job: JobRecord) =>
  viewer.role === 'recruiter' && job.postedBy === viewer.user.UserID;

/** Publish, close, reopen: the poster or the company's client admin (D19). */
export const mayChangeStatus = (viewer: Viewer, job: JobRecord) =>
  isPoster(viewer, job) || (viewer.role === 'clientAdmin' && viewer.CompanyID === job.CompanyID);

/** The job takes applications now: open and before its deadline. */
export const takesApplications = (job: JobRecord, now: number) =>
  job.status === 'open' && now <= job.deadline;

export function jobAccess(store: Store, viewer: Viewer, job: JobRecord, now: number): JobAccess {
  const poster = isPoster(viewer, job);
  return {
    edit: poster,
    changeStatus: mayChangeStatus(viewer, job),
    moveCandidates: poster,
    apply:
      viewer.role === 'student' &&
      takesApplications(job, now) &&
      !applicationOf(store, viewer.user.UserID, job.JobID) &&
      eligibilityOf(store, viewer.user, job).eligible,
  };
}

/** An application: its student, the job's company, the student's institute admin. */
export function canSeeApplication(
  store: Store,
  viewer: Viewer,
  application: ApplicationRecord,
): boolean {
  switch (viewer.role) {
    case 'student':
      return application.UserID === viewer.user.UserID;
    case 'recruiter':
    case 'clientAdmin':
      return store.jobs.get(application.JobID)?.CompanyID === viewer.CompanyID;
    case 'instituteAdmin':
      return store.users.get(application.UserID)?.instituteID === viewer.instituteID;
    case 'none':
      return false;
  }
}

/**
 * Who sees a profile (D22): its owner; a company's recruiters and client admin for students who
 * applied to the company's jobs; an institute admin for the institute's students.
 */
export function canSeeProfile(store: Store, viewer: Viewer, UserID: number): boolean {
  if (viewer.user.UserID === UserID) return true;
  const owner = store.users.get(UserID);
  if (owner?.userTypeName !== 'Student') return false;
  switch (viewer.role) {
    case 'recruiter':
    case 'clientAdmin':
      return (store.applicationsByStudent.get(UserID) ?? []).some(
        (application) => store.jobs.get(application.JobID)?.CompanyID === viewer.CompanyID,
      );
    case 'instituteAdmin':
      return owner.instituteID === viewer.instituteID;
    default:
      return false;
  }
}
