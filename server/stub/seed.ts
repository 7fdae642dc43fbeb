import { hashPasswordSync } from './passwords.ts';
import type { Store, User } from './store.ts';

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

/** The seeded student's running test: 60 minutes long, 40 minutes left at seed time. */
export const seedAttempt = {
  TaskID: 101,
  CourseID: 1,
  TaskName: 'Aptitude Assessment — Round 1',
  TotalDuration: 3600,
  remainingAtSeed: 2400,
};

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
  const { remainingAtSeed, ...attempt } = seedAttempt;
  return {
    users,
    sessions: new Map(),
    attempts: [{ ...attempt, UserID: 1004, deadline: now + remainingAtSeed * 1000 }],
    otpChallenges: new Map(),
    resetGrants: new Map(),
    lastOtpSentAt: new Map(),
    outbox: [],
    visits: [],
    bookmarks: [],
    notes: [],
    nextUserID: 1007,
    nextRecordID: 1,
  };
}
