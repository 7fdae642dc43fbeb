import type { StubMail } from '#openapi/stub.ts';
import type { DeviceInfo } from '#openapi/user.ts';

export type User = {
  UserID: number;
  email: string;
  displayName: string;
  userType: number;
  userTypeName: string;
  passwordHash: string;
  mobile: string | null;
  instituteID: number | null;
  classID: number | null;
  sectionID: number | null;
  stateID: number | null;
  languageID: number | null;
};

export type Session = {
  UserSessionID: string;
  UserID: number;
  createdAt: number;
  revoked: boolean;
  deviceInfo: DeviceInfo;
};

/** The server-side state an OTP secret points at (D10). A decoy has no code and never validates. */
export type OtpChallenge = {
  email: string;
  code: string | null;
  expiresAt: number;
  tries: number;
  used: boolean;
};

export type ResetGrant = { email: string; expiresAt: number; used: boolean };

/** The auth area's slice of the store: accounts, sessions and password recovery. */
export type AuthStore = {
  users: Map<number, User>;
  sessions: Map<string, Session>;
  otpChallenges: Map<string, OtpChallenge>;
  resetGrants: Map<string, ResetGrant>;
  lastOtpSentAt: Map<string, number>;
  outbox: StubMail[];
  nextUserID: number;
};

/** The user with this email, compared case-insensitively. */
export function findUserByEmail(store: AuthStore, email: string): User | undefined {
  const wanted = email.toLowerCase();
  for (const user of store.users.values()) if (user.email === wanted) return user;
  return undefined;
}
