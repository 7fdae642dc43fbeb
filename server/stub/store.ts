import type { Bookmark } from '#openapi/bookmark.ts';
import type { Note } from '#openapi/notes.ts';
import type { StubMail, StubVisit } from '#openapi/stub.ts';
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

/** A running test attempt; its remaining time is always derived from `deadline` and the clock. */
export type TestAttempt = {
  UserID: number;
  TaskID: number;
  CourseID: number;
  TaskName: string;
  TotalDuration: number;
  deadline: number;
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

/** Everything the stub backend remembers; times are epoch milliseconds from the stub's clock. */
export type Store = {
  users: Map<number, User>;
  sessions: Map<string, Session>;
  attempts: TestAttempt[];
  otpChallenges: Map<string, OtpChallenge>;
  resetGrants: Map<string, ResetGrant>;
  lastOtpSentAt: Map<string, number>;
  outbox: StubMail[];
  visits: StubVisit[];
  bookmarks: (Bookmark & { UserID: number })[];
  notes: (Note & { UserID: number })[];
  nextUserID: number;
  nextRecordID: number;
};

/** The user with this email, compared case-insensitively. */
export function findUserByEmail(store: Store, email: string): User | undefined {
  const wanted = email.toLowerCase();
  for (const user of store.users.values()) if (user.email === wanted) return user;
  return undefined;
}

/** Seconds left of a user's running test, or null once none is running. */
export function activeTestOf(store: Store, UserID: number, now: number) {
  for (const attempt of store.attempts) {
    if (attempt.UserID !== UserID) continue;
    const RemainingTime = Math.max(0, Math.ceil((attempt.deadline - now) / 1000));
    if (RemainingTime === 0) continue;
    return {
      TaskID: attempt.TaskID,
      CourseID: attempt.CourseID,
      TaskName: attempt.TaskName,
      RemainingTime,
      TotalDuration: attempt.TotalDuration,
      isShown: true,
    };
  }
  return null;
}
