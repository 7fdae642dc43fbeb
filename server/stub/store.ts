import type { Bookmark } from '#openapi/bookmark.ts';
import type { Answer, Question, SubmittedBy } from '#openapi/exam.ts';
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

/** A question of a course's bank, with what counts as right: OptionIDs, or accepted short texts. */
export type BankQuestion = Question & { correct: number[] | string[] };

/** A course and its question bank (D15). */
export type CourseBank = { CourseID: number; courseName: string; questions: BankQuestion[] };

/** A test: one course, a length, and the users it is assigned to. */
export type TestTaskRecord = {
  TaskID: number;
  CourseID: number;
  TaskName: string;
  TotalDuration: number;
  assignedTo: number[];
};

/** One student's sitting of a task; its remaining time is always derived from `deadline` and the clock. */
export type Attempt = {
  TestSessionID: string;
  UserID: number;
  TaskID: number;
  CourseID: number;
  startedAt: number;
  deadline: number;
  answers: Map<number, { answer: Answer; seq: number }>;
  flags: Map<number, { flagged: boolean; seq: number }>;
  lastQuestionID: number | null;
  lastSeq: number;
  /** The tab that opened the attempt last: the only one whose changes are taken. */
  writerID: string | null;
  submitted: { at: number; by: SubmittedBy; score: number } | null;
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
  tasks: TestTaskRecord[];
  attempts: Attempt[];
  otpChallenges: Map<string, OtpChallenge>;
  resetGrants: Map<string, ResetGrant>;
  lastOtpSentAt: Map<string, number>;
  outbox: StubMail[];
  visits: StubVisit[];
  bookmarks: (Bookmark & { UserID: number })[];
  notes: (Note & { UserID: number })[];
  nextUserID: number;
  nextRecordID: number;
  nextTaskID: number;
};

/** The user with this email, compared case-insensitively. */
export function findUserByEmail(store: Store, email: string): User | undefined {
  const wanted = email.toLowerCase();
  for (const user of store.users.values()) if (user.email === wanted) return user;
  return undefined;
}
