import type {
  Applicant,
  Application,
  ApplicationSummary,
  HistoryEntry,
  JobRef,
  Mover,
  StageCounts,
} from '#openapi/applications.ts';
import type { InstituteJobFigures, Job, JobDetail, JobSummary } from '#openapi/jobs.ts';
import type { User } from '../auth/store.ts';
import { classes, institutes, sections } from '../common/lookup-data.ts';
import { isoAt } from '../context.ts';
import type { Store } from '../store.ts';
import { applicationOf, jobAccess } from './access.ts';
import type { ApplicationRecord } from './applications/store.ts';
import { eligibilityOf } from './eligibility.ts';
import { hasJobTest, isBelowCutoff, jobTaskID, percentageOf } from './job-tests.ts';
import type { JobRecord } from './jobs/store.ts';
import type { Viewer } from './roles.ts';
import { recruiterMoves, stages, studentMoves } from './stages.ts';

// What the recruitment core's calls answer, built from the store: never a field more than the
// contract's, and only what the caller may see.

const byId = <Item extends { id: number }>(items: Item[]) =>
  new Map(items.map((item) => [item.id, item]));
const instituteById = byId(institutes);
const classById = byId(classes);
const sectionById = byId(sections);

export const instituteName = (id: number | null) =>
  id === null ? null : (instituteById.get(id)?.name ?? null);
export const className = (id: number | null) =>
  id === null ? null : (classById.get(id)?.name ?? null);
export const sectionName = (id: number | null) =>
  id === null ? null : (sectionById.get(id)?.name ?? null);

const isoOrNull = (ms: number | null) => (ms === null ? null : isoAt(ms));

export function jobSummaryOf(store: Store, job: JobRecord): JobSummary {
  const company = store.companies.get(job.CompanyID);
  const poster = store.users.get(job.postedBy);
  return {
    JobID: job.JobID,
    slug: job.slug,
    company: company ?? { CompanyID: job.CompanyID, name: '', city: '' },
    title: job.title,
    locations: [...job.locations],
    jobType: job.jobType,
    ctc: { ...job.ctc },
    experience: { ...job.experience },
    skills: [...job.skills],
    eligibility: {
      ...job.eligibility,
      instituteIDs: [...job.eligibility.instituteIDs],
      classIDs: [...job.eligibility.classIDs],
      graduationYears: [...job.eligibility.graduationYears],
    },
    minScore: job.minScore,
    assessment: job.assessment && { ...job.assessment },
    deadline: isoAt(job.deadline),
    status: job.status,
    postedBy: { UserID: job.postedBy, displayName: poster?.displayName ?? '' },
    createdAt: isoAt(job.createdAt),
    updatedAt: isoAt(job.updatedAt),
    publishedAt: isoOrNull(job.publishedAt),
    closedAt: isoOrNull(job.closedAt),
  };
}

export const jobOf = (store: Store, job: JobRecord): Job => ({
  ...jobSummaryOf(store, job),
  description: job.description,
});

export function jobRefOf(store: Store, JobID: number): JobRef {
  const job = store.jobs.get(JobID);
  return {
    JobID,
    slug: job?.slug ?? 'unknown',
    title: job?.title ?? '',
    companyName: (job && store.companies.get(job.CompanyID)?.name) ?? '',
  };
}

export function applicantOf(store: Store, UserID: number): Applicant {
  const user = store.users.get(UserID);
  const record = store.academicRecords.get(UserID);
  return {
    UserID,
    displayName: user?.displayName ?? '',
    email: user?.email ?? '',
    instituteName: instituteName(user?.instituteID ?? null),
    className: className(user?.classID ?? null),
    sectionName: sectionName(user?.sectionID ?? null),
    cgpa: record?.cgpa ?? null,
    activeBacklogs: record?.activeBacklogs ?? null,
    graduationYear: record?.graduationYear ?? null,
  };
}

/** How many of the job's applications are at each stage. */
export function stageCountsOf(store: Store, JobID: number): StageCounts {
  return countsOf(store.applicationsByJob.get(JobID) ?? []);
}

/** How many of these applications are at each stage. */
export function countsOf(applications: readonly ApplicationRecord[]): StageCounts {
  const counts = Object.fromEntries(stages.map((stage) => [stage, 0])) as StageCounts;
  for (const application of applications) counts[application.stage]++;
  return counts;
}

/** The moves the viewer may make with this application now. */
function movesFor(viewer: Viewer, application: ApplicationRecord, job: JobRecord | undefined) {
  if (viewer.role === 'student' && application.UserID === viewer.user.UserID) {
    return studentMoves(application.stage);
  }
  if (job && viewer.role === 'recruiter' && job.postedBy === viewer.user.UserID) {
    return recruiterMoves(application.stage, job);
  }
  return [];
}

export function applicationSummaryOf(
  store: Store,
  viewer: Viewer,
  application: ApplicationRecord,
): ApplicationSummary {
  const job = store.jobs.get(application.JobID);
  const { outcome } = application;
  return {
    ApplicationID: application.ApplicationID,
    job: jobRefOf(store, application.JobID),
    applicant: applicantOf(store, application.UserID),
    stage: application.stage,
    appliedAt: isoAt(application.appliedAt),
    updatedAt: isoAt(application.updatedAt),
    test:
      job?.assessment && hasJobTest(store, job.JobID, application.UserID)
        ? { TaskID: jobTaskID(job.JobID), CourseID: job.assessment.CourseID }
        : null,
    testOutcome:
      outcome && job
        ? {
            score: outcome.score,
            maxScore: outcome.maxScore,
            percentage: percentageOf(outcome),
            belowCutoff: isBelowCutoff(outcome, job),
            timeTaken: outcome.timeTaken,
            submittedAt: isoAt(outcome.submittedAt),
            submittedBy: outcome.submittedBy,
          }
        : null,
    interview: application.interview && { ...application.interview },
    offer: application.offer && { ...application.offer },
    moves: movesFor(viewer, application, job),
  };
}

function moverOf(store: Store, UserID: number | null): Mover {
  if (UserID === null) return null;
  const user = store.users.get(UserID);
  return { UserID, displayName: user?.displayName ?? '', role: user?.userTypeName ?? '' };
}

export function applicationDetailOf(
  store: Store,
  viewer: Viewer,
  application: ApplicationRecord,
): Application {
  const history: HistoryEntry[] = application.history.map((entry) => ({
    stage: entry.stage,
    at: isoAt(entry.at),
    by: moverOf(store, entry.byUserID),
    note: entry.note,
    offerChange: entry.offerChange ?? null,
  }));
  return { ...applicationSummaryOf(store, viewer, application), history };
}

/** An institute's students: the users of the role Student there. */
export function studentsOf(store: Store, instituteID: number): User[] {
  const students: User[] = [];
  for (const user of store.users.values()) {
    if (user.userTypeName === 'Student' && user.instituteID === instituteID) students.push(user);
  }
  return students;
}

/** The institute's eligible students and applicants for a job (D14 /alljobs). */
export function instituteFiguresOf(
  store: Store,
  students: User[],
  instituteID: number,
  job: JobRecord,
): InstituteJobFigures {
  let eligibleCount = 0;
  for (const student of students) if (eligibilityOf(store, student, job).eligible) eligibleCount++;
  let applicantCount = 0;
  for (const application of store.applicationsByJob.get(job.JobID) ?? []) {
    if (store.users.get(application.UserID)?.instituteID === instituteID) applicantCount++;
  }
  return { eligibleCount, applicantCount };
}

/** One job with what the viewer's role sees of it. */
export function jobDetailOf(store: Store, viewer: Viewer, job: JobRecord, now: number): JobDetail {
  const staff = viewer.role === 'recruiter' || viewer.role === 'clientAdmin';
  const mine =
    viewer.role === 'student' ? applicationOf(store, viewer.user.UserID, job.JobID) : undefined;
  return {
    job: jobOf(store, job),
    access: jobAccess(store, viewer, job, now),
    stageCounts: staff ? stageCountsOf(store, job.JobID) : null,
    eligibility: viewer.role === 'student' ? eligibilityOf(store, viewer.user, job) : null,
    myApplication: mine ? { ApplicationID: mine.ApplicationID, stage: mine.stage } : null,
    instituteFigures:
      viewer.role === 'instituteAdmin'
        ? instituteFiguresOf(store, studentsOf(store, viewer.instituteID), viewer.instituteID, job)
        : null,
  };
}
