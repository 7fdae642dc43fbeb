import type { StubMail } from '#openapi/stub.ts';
import type { DeviceInfo } from '#openapi/user.ts';
import { dropStale } from '../retention.ts';
import { tokenLifeSeconds } from './tokens.ts';

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

/** An open session; a closed one is deleted, so its token finds nothing. */
export type Session = {
  UserSessionID: string;
  UserID: number;
  createdAt: number;
  deviceInfo: DeviceInfo;
};

/** The server-side state an OTP secret points at (D10). A decoy has no code and never validates. */
export type OtpChallenge = {
  email: string;
  code: string | null;
  expiresAt: number;
  tries: number;
};

export type ResetGrant = { email: string; expiresAt: number };

/**
 * One email's password-recovery record: when OTPs were sent (the last 24 h) and wrong codes entered
 * (the last hour), across all its secrets, and its one live OTP secret and reset secret.
 */
export type OtpUsage = {
  sentAt: number[];
  wrongAt: number[];
  otpSecret: string | null;
  resetSecret: string | null;
  lastUsedAt: number;
};

/** The auth area's slice of the store: accounts, sessions and password recovery. */
export type AuthStore = {
  users: Map<number, User>;
  /** Oldest first: sessions are created with the same lifetime, so also in expiry order. */
  sessions: Map<string, Session>;
  /** Oldest first, hence in expiry order. */
  otpChallenges: Map<string, OtpChallenge>;
  /** Oldest first, hence in expiry order. */
  resetGrants: Map<string, ResetGrant>;
  /** Least recently used first. */
  otpLimits: Map<string, OtpUsage>;
  outbox: StubMail[];
  nextUserID: number;
};

/** The user with this email, compared case-insensitively. */
export function findUserByEmail(store: AuthStore, email: string): User | undefined {
  const wanted = email.toLowerCase();
  for (const user of store.users.values()) if (user.email === wanted) return user;
  return undefined;
}

const dayMs = 24 * 60 * 60 * 1000;
/** An expired challenge is kept an hour more, so a late code still hears "OTP expired". */
const expiredChallengeKeptMs = 60 * 60 * 1000;

/** Forgets what has expired: sessions, OTP challenges, reset grants and day-old OTP records. */
export function sweepAuth(store: AuthStore, now: number): void {
  dropStale(store.sessions, (session) => session.createdAt + tokenLifeSeconds * 1000 <= now);
  dropStale(
    store.otpChallenges,
    (challenge) => challenge.expiresAt + expiredChallengeKeptMs <= now,
  );
  dropStale(store.resetGrants, (grant) => grant.expiresAt <= now);
  dropStale(store.otpLimits, (usage) => usage.lastUsedAt + dayMs <= now);
}
