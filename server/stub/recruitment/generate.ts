import type { Interview, InterviewMode, Stage } from '#openapi/applications.ts';
import type { StudentProfile } from '#openapi/profiles.ts';
import type { User } from '../auth/store.ts';
import { classes, sections } from '../common/lookup-data.ts';
import { bankFor, newTestSessionID, scoreOf } from '../exam/attempts.ts';
import type { Attempt } from '../exam/store.ts';
import type { Store } from '../store.ts';
import type { ApplicationRecord } from './applications/store.ts';
import { createApplication } from './applying.ts';
import { jobTaskID } from './job-tests.ts';
import type { JobRecord } from './jobs/store.ts';
import type { Random } from './prng.ts';
import type { AcademicRecordEntry } from './profiles/store.ts';
import { badgeNames, cities, namePools, skillsByBranch } from './seed-people.ts';
import { moveApplication } from './stages.ts';
import { completeJobTest } from './test-submitted.ts';
import { instituteName } from './views.ts';

// Generated students and applications, for the seed and for the QA's scale tests: each application
// is walked through the stages by the same rules a recruiter and a student follow.

const hour = 60 * 60 * 1000;
const day = 24 * hour;

/** The date in India (UTC+05:30) of an instant, as YYYY-MM-DD. */
export const indiaDate = (ms: number) => new Date(ms + 5.5 * hour).toISOString().slice(0, 10);

/** The year the final-year classes graduate: this year until June, the next one after. */
export function finalYearOf(now: number): number {
  const date = new Date(now);
  return date.getUTCMonth() >= 6 ? date.getUTCFullYear() + 1 : date.getUTCFullYear();
}

export type Branch = 'cs' | 'ece' | 'mca';

export const branchOf = (classID: number | null): Branch => {
  const name = classes.find((item) => item.id === classID)?.name ?? '';
  if (name.startsWith('B.E. Computer')) return 'cs';
  if (name.startsWith('B.E. Electronics')) return 'ece';
  return 'mca';
};

/** The classes of a branch at these institutes. */
export const classesOf = (branches: readonly Branch[], instituteIDs: readonly number[]) =>
  classes
    .filter((item) => instituteIDs.includes(item.instituteID))
    .filter((item) => branches.includes(branchOf(item.id)))
    .map((item) => item.id);

export const sectionsOf = (classID: number) =>
  sections.filter((section) => section.classID === classID).map((section) => section.id);

/** An academic record: most students clear everything, a few carry backlogs (D20). */
export function generateRecord(random: Random, graduationYear: number): AcademicRecordEntry {
  const cgpa = Math.min(9.8, Math.max(5.4, random.between(5.6, 9.6, 2)));
  return {
    cgpa,
    tenthPercent: random.between(62, 98),
    twelfthPercent: random.between(58, 97),
    activeBacklogs: random.chance(0.8) ? 0 : random.pick([1, 1, 1, 2, 2, 3]),
    graduationYear,
  };
}

export function generateProfile(
  random: Random,
  branch: Branch,
  at: number,
): StudentProfile & { updatedAt: number } {
  const skills = random.shuffle(skillsByBranch[branch]).slice(0, random.int(3, 6));
  const badges = random
    .shuffle(badgeNames)
    .slice(0, random.int(0, 3))
    .map((name) => ({ name, stars: random.int(1, 5) }));
  return {
    skills,
    preferredLocations: random.shuffle(cities).slice(0, random.int(1, 3)),
    preferredJobTypes: random.chance(0.3) ? ['fullTime', 'internshipPpo'] : ['fullTime'],
    hackerRankBadges: badges,
    summary: `Final-year ${branch === 'cs' ? 'computer science' : branch === 'ece' ? 'electronics' : 'MCA'} student interested in ${skills.slice(0, 2).join(' and ')}.`,
    updatedAt: at,
  };
}

/** A new student account of an institute, with their record and profile; no password of their own. */
export function addStudent(
  store: Store,
  random: Random,
  student: Omit<User, 'userType' | 'userTypeName'>,
  graduationYear: number,
  at: number,
) {
  store.users.set(student.UserID, { ...student, userType: 1, userTypeName: 'Student' });
  store.academicRecords.set(student.UserID, generateRecord(random, graduationYear));
  store.studentProfiles.set(student.UserID, generateProfile(random, branchOf(student.classID), at));
}

/** The stages an application passes on its way to `target`, after Applied (and Test assigned). */
function pathTo(target: Stage, job: JobRecord, random: Random): Stage[] {
  const main: Stage[] = job.assessment
    ? ['testCompleted', 'shortlisted', 'interview', 'offered']
    : ['shortlisted', 'interview', 'offered'];
  switch (target) {
    case 'applied':
    case 'testAssigned':
      return [];
    case 'offerAccepted':
    case 'offerDeclined':
      return [...main, target];
    case 'rejected':
      return [...main.slice(0, random.int(0, main.length)), 'rejected'];
    case 'withdrawn':
      return [...main.slice(0, random.int(0, main.length - 1)), 'withdrawn'];
    default:
      return main.slice(0, main.indexOf(target) + 1);
  }
}

/** A submitted attempt of the job's test, right on each question with the chance `skill`. */
function sitTest(
  store: Store,
  job: JobRecord,
  UserID: number,
  submittedAt: number,
  random: Random,
  skill: number,
) {
  const assessment = job.assessment;
  if (!assessment) return;
  const bank = bankFor(assessment.CourseID);
  const duration = assessment.durationMinutes * 60 * 1000;
  const timeUp = random.chance(0.1);
  const taken = timeUp ? duration : Math.round(duration * random.between(0.45, 0.95, 2));
  const attempt: Attempt = {
    TestSessionID: newTestSessionID(),
    UserID,
    TaskID: jobTaskID(job.JobID),
    CourseID: assessment.CourseID,
    startedAt: submittedAt - taken,
    deadline: submittedAt - taken + duration,
    answers: new Map(),
    flags: new Map(),
    lastQuestionID: null,
    lastSeq: 0,
    writerID: null,
    submitted: null,
  };
  for (const question of bank.questions) {
    const right = random.chance(skill);
    const wrongOption = question.options.find(
      ({ OptionID }) => !(question.correct as number[]).includes(OptionID),
    );
    const answer =
      question.kind === 'text'
        ? right
          ? String(question.correct[0])
          : 'not sure'
        : right
          ? (question.correct as number[])
          : [wrongOption?.OptionID ?? 0];
    attempt.lastSeq += 1;
    attempt.answers.set(question.QuestionID, { answer, seq: attempt.lastSeq });
    attempt.lastQuestionID = question.QuestionID;
  }
  attempt.submitted = {
    at: submittedAt,
    by: timeUp ? 'timeUp' : 'student',
    score: scoreOf(attempt),
  };
  store.attempts.push(attempt);
  return attempt as Attempt & { submitted: NonNullable<Attempt['submitted']> };
}

const modes: InterviewMode[] = ['onCampus', 'online', 'office'];

function interviewFor(
  store: Store,
  job: JobRecord,
  student: User,
  at: number,
  random: Random,
  ApplicationID: number,
): Interview {
  const mode = random.pick(modes);
  const company = store.companies.get(job.CompanyID);
  return {
    date: indiaDate(at + random.int(2, 7) * day),
    time: random.pick(['09:30', '10:00', '11:30', '14:00', '15:30']),
    mode,
    link: mode === 'online' ? `https://meet.example.com/${job.slug}-${ApplicationID}` : null,
    venue:
      mode === 'onCampus'
        ? `Placement cell, ${instituteName(student.instituteID) ?? 'the campus'}`
        : mode === 'office'
          ? `${company?.name ?? 'Our office'}, ${company?.city ?? ''}`
          : null,
  };
}

/**
 * An application of `student` to `job` that has reached `target`, applied at `appliedAt` and moved
 * at moments spread up to `until`; past the test, with a submitted attempt and its outcome.
 */
export function generateApplication(
  store: Store,
  random: Random,
  job: JobRecord,
  student: User,
  target: Stage,
  appliedAt: number,
  until: number,
): ApplicationRecord {
  const application = createApplication(store, job, student.UserID, appliedAt);
  const path = pathTo(target, job, random);
  const moments = path
    .map(() => appliedAt + Math.round(random.next() * (until - appliedAt)))
    .sort((a, b) => a - b);
  // Good scores go on, poor ones are rejected at once; the rest anywhere in between.
  const rejectedAfterTest = path[0] === 'testCompleted' && path[1] === 'rejected';
  const skill = rejectedAfterTest
    ? random.between(0.2, 0.55, 2)
    : path.length > 1
      ? random.between(0.6, 0.95, 2)
      : random.between(0.3, 0.9, 2);
  path.forEach((stage, index) => {
    const at = Math.max(moments[index] ?? until, appliedAt + (index + 1) * 60 * 1000);
    if (stage === 'testCompleted') {
      const attempt = sitTest(store, job, student.UserID, at, random, skill);
      if (attempt) completeJobTest(store, job, application, attempt);
      return;
    }
    const byStudent =
      stage === 'withdrawn' || stage === 'offerAccepted' || stage === 'offerDeclined';
    moveApplication(store, application, stage, {
      at,
      byUserID: byStudent ? student.UserID : job.postedBy,
      note:
        stage === 'rejected'
          ? random.pick(['Profile not a match for this role', 'Not shortlisted after review', null])
          : null,
      interview:
        stage === 'interview'
          ? interviewFor(store, job, student, at, random, application.ApplicationID)
          : undefined,
      offer:
        stage === 'offered'
          ? {
              ctc: random.between(job.ctc.min, job.ctc.max),
              joiningDate: `${finalYearOf(at)}-07-${random.pick(['01', '15'])}`,
            }
          : undefined,
    });
  });
  return application;
}

/** The stages an application is left at, by how far the job's hiring has gone. */
// biome-ignore format: a table reads better as rows
const stageWeights: Record<'open' | 'closed', Record<'test' | 'noTest', Partial<Record<Stage, number>>>> = {
  open: {
    test: { testAssigned: 24, testCompleted: 24, shortlisted: 14, interview: 10, offered: 5, rejected: 15, withdrawn: 6 },
    noTest: { applied: 32, shortlisted: 22, interview: 15, offered: 6, rejected: 17, withdrawn: 8 },
  },
  closed: {
    test: { testAssigned: 5, testCompleted: 8, shortlisted: 6, interview: 7, offered: 8, offerAccepted: 17, offerDeclined: 7, rejected: 36, withdrawn: 6 },
    noTest: { applied: 5, shortlisted: 8, interview: 9, offered: 8, offerAccepted: 18, offerDeclined: 8, rejected: 36, withdrawn: 8 },
  },
};

/** A stage to leave a generated application at, fit for how far the job's hiring has gone. */
export function targetStage(random: Random, job: JobRecord): Stage {
  const status = job.status === 'closed' ? 'closed' : 'open';
  return random.weighted(stageWeights[status][job.assessment ? 'test' : 'noTest']);
}

/** A name as the institute's students have them (the first seeded college's pools elsewhere). */
export function personName(random: Random, instituteID: number): string {
  const pools = namePools[instituteID] ?? namePools[1] ?? [];
  const weights = Object.fromEntries(pools.map((entry, index) => [String(index), entry.weight]));
  const entry = pools[Number(random.weighted(weights))];
  return entry ? `${random.pick(entry.pool.first)} ${random.pick(entry.pool.last)}` : 'Student';
}
