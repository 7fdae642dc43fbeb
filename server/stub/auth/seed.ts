import { hashPasswordSync } from './passwords.ts';
import type { AuthStore, User } from './store.ts';

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

// scrypt is slow on purpose; hashing once per process keeps reset() cheap.
let seedHashes: Map<number, string> | undefined;

function hashes(): Map<number, string> {
  seedHashes ??= new Map(
    accounts.map((account) => [account.UserID, hashPasswordSync(seedPassword)]),
  );
  return seedHashes;
}

/** The seeded accounts, no session open and nothing sent. */
export function seedAuth(): AuthStore {
  const users = new Map(
    accounts.map((account) => [
      account.UserID,
      { ...account, passwordHash: hashes().get(account.UserID) ?? '' },
    ]),
  );
  return {
    users,
    sessions: new Map(),
    otpChallenges: new Map(),
    resetGrants: new Map(),
    otpLimits: new Map(),
    outbox: [],
    nextUserID: 1007,
  };
}
