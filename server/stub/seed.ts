import { bankOf, newTestSessionID } from './exam.ts';
import { hashPasswordSync } from './passwords.ts';
import type { Attempt, Store, TestTaskRecord, User } from './store.ts';

/** The password of every seeded account. */
export const seedPassword = 'Demo@1234';

type SeedAccount = Omit<User, 'passwordHash'>;

const none = { instituteID: null, classID: null, sectionID: null, stateID: null, languageID: null };

const accounts: SeedAccount[] = [
  {
    UserID: 1001,
    email: 'recruiter@example.com',
    displayName: 'Priya Raman',
    userType: 6,
    userTypeName: 'Recruiter',
    mobile: '9840012345',
    ...none,
  },
  {
    UserID: 1002,
    email: 'clientadmin@example.com',
    displayName: 'Arjun Mehta',
    userType: 10,
    userTypeName: 'ClientAdmin',
    mobile: '9820054321',
    ...none,
  },
  {
    UserID: 1003,
    email: 'instituteadmin@example.com',
    displayName: 'Lakshmi Narayanan',
    userType: 11,
    userTypeName: 'InstituteAdmin',
    mobile: '9444011223',
    ...none,
    instituteID: 1,
    stateID: 23,
  },
  {
    UserID: 1004,
    email: 'student@example.com',
    displayName: 'Karthik Subramanian',
    userType: 1,
    userTypeName: 'Student',
    mobile: '9876543210',
    instituteID: 1,
    classID: 1,
    sectionID: 1,
    stateID: 23,
    languageID: 2,
  },
  {
    UserID: 1005,
    email: 'student2@example.com',
    displayName: 'Ananya Iyer',
    userType: 1,
    userTypeName: 'Student',
    mobile: '7012345678',
    instituteID: 3,
    classID: 7,
    sectionID: 15,
    stateID: 12,
    languageID: 6,
  },
  // Seed §6: a user the server names no role for gets the default route set and a Logout-only menu.
  {
    UserID: 1006,
    email: 'member@example.com',
    displayName: 'Meera Krishnan',
    userType: 0,
    userTypeName: '',
    mobile: '9003012345',
    ...none,
  },
];

/** The seeded tests: the student has all three, student2 the last two. */
const tasks: TestTaskRecord[] = [
  {
    TaskID: 101,
    CourseID: 1,
    TaskName: 'Aptitude Assessment — Round 1',
    TotalDuration: 3600,
    assignedTo: [1004],
  },
  {
    TaskID: 102,
    CourseID: 2,
    TaskName: 'Programming Basics — Screening Test',
    TotalDuration: 1800,
    assignedTo: [1004, 1005],
  },
  {
    TaskID: 103,
    CourseID: 3,
    TaskName: 'English Communication — Placement Test',
    TotalDuration: 1200,
    assignedTo: [1004, 1005],
  },
];

/** An option of a single choice question of the aptitude bank, right or wrong. */
function aptitudeOption(QuestionID: number, right: boolean): number {
  const question = bankOf(1)?.questions.find((candidate) => candidate.QuestionID === QuestionID);
  if (question?.kind !== 'single') throw new Error(`The seed needs single choice ${QuestionID}`);
  const correct = question.correct as number[];
  const option = question.options.find(({ OptionID }) => correct.includes(OptionID) === right);
  if (!option) throw new Error(`Question ${QuestionID} has no ${right ? 'right' : 'wrong'} option`);
  return option.OptionID;
}

/**
 * The student's running test 101: 20 of its 60 minutes gone, one answer right and one wrong, so a
 * resume has work to show and a result has something to score.
 */
function seededAttempt(now: number): Attempt {
  return {
    TestSessionID: newTestSessionID(),
    UserID: 1004,
    TaskID: 101,
    CourseID: 1,
    startedAt: now - 1200 * 1000,
    deadline: now + 2400 * 1000,
    answers: new Map([
      [101, { answer: [aptitudeOption(101, true)], seq: 1 }],
      [102, { answer: [aptitudeOption(102, false)], seq: 2 }],
    ]),
    flags: new Map(),
    lastQuestionID: 102,
    lastSeq: 2,
    writerID: null,
    submitted: null,
  };
}

// scrypt is slow on purpose; hashing once per process keeps reset() cheap.
let seedHashes: Map<number, string> | undefined;

function hashes(): Map<number, string> {
  seedHashes ??= new Map(
    accounts.map((account) => [account.UserID, hashPasswordSync(seedPassword)]),
  );
  return seedHashes;
}

/** A fresh store holding the seed, with times taken from `now`. */
export function seedStore(now: number): Store {
  const users = new Map(
    accounts.map((account) => [
      account.UserID,
      { ...account, passwordHash: hashes().get(account.UserID) ?? '' },
    ]),
  );
  return {
    users,
    sessions: new Map(),
    tasks: tasks.map((task) => ({ ...task, assignedTo: [...task.assignedTo] })),
    attempts: [seededAttempt(now)],
    otpChallenges: new Map(),
    resetGrants: new Map(),
    lastOtpSentAt: new Map(),
    outbox: [],
    visits: [],
    bookmarks: [],
    notes: [],
    nextUserID: 1007,
    nextRecordID: 1,
    nextTaskID: 201,
  };
}
