import type { JobCreateRequest } from '#openapi/jobs.ts';
import { courseBanks } from '../exam/question-bank.ts';
import type { ApplicationRecord } from '../recruitment/applications/store.ts';
import type { JobRecord } from '../recruitment/jobs/store.ts';
import type { Store } from '../store.ts';
import { contractClient } from './contract-client.ts';
import { makeStub, qaToken } from './stub.ts';

// The recruitment core's tests share these: the seeded people by part, a stub whose calls are typed
// by the contract, a fingerprint of everything a refused call must leave as it was, and fixtures.

/** The seeded accounts by their part in the recruitment core (D19, D22). */
export const people = {
  /** student@: institute 1, CS; applied to jobs 3 (shortlisted), 4 (interview), 9 (rejected). */
  student: 'student@example.com',
  /** recruiter@, company 1: posted job 1 and the drafts 13–15. */
  poster: 'recruiter@example.com',
  /** recruiter2@, company 1: the poster's colleague. */
  colleague: 'recruiter2@example.com',
  clientAdmin: 'clientadmin@example.com',
  /** instituteadmin@: institute 1. */
  instituteAdmin: 'instituteadmin@example.com',
  member: 'member@example.com',
  otherRecruiter: 'sindhu.recruiter@example.com',
  otherClientAdmin: 'sindhu.admin@example.com',
  /** instituteadmin2@: institute 2. */
  otherInstituteAdmin: 'instituteadmin2@example.com',
} as const;

/**
 * A placed student of institute 1 (D25): accepted 4 LPA for UI/UX Design Intern (job 12), an open
 * offer of 10.6 LPA for Software Engineer — Payments (job 19), applied to job 1 (test assigned).
 */
export const placedStudent = 'kavya.natarajan@kaveri.example.com';

export type Person = keyof typeof people;

/** Job 1: Graduate Engineer Trainee of company 1, open to institutes 1 and 2, with a test of course 1. */
export const openJobID = 1;
/** Job 3: Frontend Developer Trainee, open, no test. */
export const openJobWithoutTestID = 3;
/** Job 7: Data Analyst, closed. */
export const closedJobID = 7;
/** Job 13: a draft of recruiter@. */
export const draftJobID = 13;

/**
 * A stub with typed calls (`call`, `ok`), untyped ones for input the contract refuses (`raw`), the
 * live store and a token per person (each signed in once).
 */
export async function recruitmentStub() {
  const harness = makeStub();
  // Every call carries the QA token, as the untyped `call` does: the QA operations need it.
  const client = contractClient((path, init) =>
    harness.stub.app.request(path, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), 'X-QA-Token': qaToken },
    }),
  );
  const tokens = new Map<string, string>();
  const tokenOf = async (person: Person) => {
    const known = tokens.get(person);
    if (known) return known;
    const { token } = await harness.login(people[person]);
    tokens.set(person, token);
    return token;
  };
  return { ...harness, raw: harness.call, ...client, store: harness.stub.store, tokenOf };
}

export type RecruitmentStub = Awaited<ReturnType<typeof recruitmentStub>>;

const entries = <Key, Value>(map: Map<Key, Value>) =>
  [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** Everything of the recruitment core and the tests it assigns, as one string to compare. */
export function fingerprint(store: Store): string {
  return JSON.stringify({
    jobs: entries(store.jobs),
    slugs: entries(store.jobIDBySlug),
    companyOf: entries(store.companyOf),
    applications: entries(store.applications),
    byJob: entries(store.applicationsByJob).map(([id, rows]) => [
      id,
      rows.map((row) => row.ApplicationID),
    ]),
    byStudent: entries(store.applicationsByStudent).map(([id, rows]) => [
      id,
      rows.map((row) => row.ApplicationID),
    ]),
    events: entries(store.studentEvents),
    recruiterEvents: entries(store.recruiterEvents),
    records: entries(store.academicRecords),
    profiles: entries(store.studentProfiles),
    policies: entries(store.placementPolicies),
    tasks: store.tasks,
    attempts: store.attempts.map((attempt) => ({
      ...attempt,
      answers: entries(attempt.answers),
      flags: entries(attempt.flags),
    })),
    users: entries(store.users).map(([id, user]) => [id, user.email, user.userTypeName]),
    counters: [
      store.nextJobID,
      store.nextApplicationID,
      store.nextEventID,
      store.nextUserID,
      store.nextTaskID,
    ],
  });
}

/** A job a recruiter may post: open to both seeded colleges, with a 30-minute Aptitude test. */
export function jobInput(overrides: Partial<JobCreateRequest> = {}): JobCreateRequest {
  return {
    title: 'Graduate Trainee — Analytics',
    locations: ['Chennai', 'Bengaluru'],
    jobType: 'fullTime',
    ctc: { min: 5, max: 6.5 },
    experience: { min: 0, max: 0 },
    skills: ['SQL', 'Excel'],
    eligibility: {
      instituteIDs: [1, 2],
      classIDs: [],
      minCGPA: null,
      maxBacklogs: null,
      graduationYears: [],
    },
    minScore: 50,
    assessment: { CourseID: 1, durationMinutes: 30 },
    deadline: '2025-02-28T18:30:00.000Z',
    description: '<p>Join our <strong>analytics</strong> team.</p>',
    ...overrides,
  };
}

/** The applications of a job in the store, by stage. */
export const applicationsAt = (store: Store, JobID: number, stage?: ApplicationRecord['stage']) =>
  (store.applicationsByJob.get(JobID) ?? []).filter((row) => !stage || row.stage === stage);

/**
 * An application, not yet at an end, of a seeded student of institute 1 who applied to no job of
 * company 2, to a published job of recruiter@: the first in job order.
 */
export function institute1Applicant(store: Store): ApplicationRecord {
  const jobs = [...store.jobs.values()].filter(
    (job) => job.postedBy === 1001 && job.status !== 'draft',
  );
  for (const job of jobs.sort((a, b) => a.JobID - b.JobID)) {
    const found = applicationsAt(store, job.JobID).find((application) => {
      const student = store.users.get(application.UserID);
      const elsewhere = (store.applicationsByStudent.get(application.UserID) ?? []).some(
        (other) => store.jobs.get(other.JobID)?.CompanyID === 2,
      );
      return (
        student?.instituteID === 1 &&
        application.UserID !== 1004 &&
        !elsewhere &&
        [
          'applied',
          'testAssigned',
          'testCompleted',
          'shortlisted',
          'interview',
          'offered',
        ].includes(application.stage)
      );
    });
    if (found) return found;
  }
  throw new Error('The seed has no fitting applicant');
}

export const jobOf = (store: Store, JobID: number): JobRecord => {
  const job = store.jobs.get(JobID);
  if (!job) throw new Error(`No job ${JobID}`);
  return job;
};

/** Every answer of a course right, as the test screen would send them. */
export function rightAnswers(CourseID: number) {
  const bank = courseBanks.find((candidate) => candidate.CourseID === CourseID);
  return (bank?.questions ?? []).map((question, index) => ({
    QuestionID: question.QuestionID,
    answer: question.kind === 'text' ? String(question.correct[0]) : (question.correct as number[]),
    seq: index + 1,
  }));
}
