import { defaultPasswordCost, seedHashAt } from './passwords.ts';
import type { AuthStore, User } from './store.ts';

/**
 * The password of every seeded account. Their hashes below are scrypt hashes of it (each with its
 * own salt, made once with hashPassword at cost 14): hashing at start-up would hold the event loop
 * ~300 ms. At another cost, seedHashAt hashes them again.
 */
export const seedPassword = 'Demo@1234';

const none = { instituteID: null, classID: null, sectionID: null, stateID: null, languageID: null };

const accounts: User[] = [
  {
    UserID: 1001,
    passwordHash: 'scrypt$y-QwLiROtjzusVmKp2UqXQ$C7JiG_nwP7YN2N8W6uMwx_P6CgfBylFgzTOVmQBZEWs',
    email: 'recruiter@example.com',
    displayName: 'Priya Raman',
    userType: 6,
    userTypeName: 'Recruiter',
    mobile: '9840012345',
    ...none,
  },
  {
    UserID: 1002,
    passwordHash: 'scrypt$_Rx2qMNxqF3_Td6PznA56A$IA5Sr-rlkt4n6OOKKur5-UDRXdcB_arYwma8miEY09o',
    email: 'clientadmin@example.com',
    displayName: 'Arjun Mehta',
    userType: 10,
    userTypeName: 'ClientAdmin',
    mobile: '9820054321',
    ...none,
  },
  {
    UserID: 1003,
    passwordHash: 'scrypt$4utJhkDmNadypUsEMWC0zw$KJbGXx2Wp01GOgmIbGDTebBJrnTVsNnmyDNPas5248s',
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
    passwordHash: 'scrypt$cEizdlsLHGmIn6G119I-IA$2KdHOsW_Nax5qBpiROHsQN81d5H3YZCdCLv5RsdTYt8',
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
    passwordHash: 'scrypt$kv5w1T0nQWgdPolmzHYfuA$qARdGqhq_bk1Q5Qrp9b5o8h9miX7Ra0SpbRW3WSosvw',
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
    passwordHash: 'scrypt$P_IIGW64HaTIZxdi5Wn-9A$k9cWpko9aR6w67jRBbzQGInbVui2T85E1koqzuT6LyM',
    email: 'member@example.com',
    displayName: 'Meera Krishnan',
    userType: 0,
    userTypeName: '',
    mobile: '9003012345',
    ...none,
  },
];

/** The seeded accounts, their hashes at `cost` (STUB_PASSWORD_COST), no session open and nothing sent. */
export function seedAuth(cost = defaultPasswordCost): AuthStore {
  // Copies: a password reset changes the store's user, never the seed.
  const users = new Map(
    accounts.map((account) => [
      account.UserID,
      { ...account, passwordHash: seedHashAt(account.passwordHash, seedPassword, cost) },
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
