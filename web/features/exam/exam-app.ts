import { proxy } from 'valtio';
import type { TestSession, TestTask } from '#openapi/exam.ts';
import { persistWithSession } from '../../shared/session/session-store.ts';
import {
  type Change,
  continueAfter,
  foldAcknowledged,
  type PendingChange,
  record,
} from './model/answer-journal.ts';
import { openingQuestionID } from './model/opening-question.ts';

/**
 * The running attempt as this device last had it from the server, kept so a reload while offline
 * still shows the test (D15): its questions, what the server held, and the server's clock offset,
 * which with the deadline gives the time left without asking.
 */
export type OfflineCopy = {
  CourseID: number;
  TaskID: number;
  task: TestTask;
  session: TestSession;
  /** Server time minus this device's wall time, in milliseconds, when the copy was made. */
  offset: number;
};

type ExamApp = {
  CourseID: number | null;
  TaskID: number | null;
  TestSessionID: string | null;
  /** Set by "Resume test" (seed §2, D15): the test screen refetches the session, then clears it. */
  reload: boolean;
  /**
   * The attempt's changes not yet acknowledged, oldest first: persisted, so a reload, a crash or an
   * offline spell loses none of them (D15).
   */
  pending: PendingChange[];
  /** The number the attempt's next change gets. */
  nextSeq: number;
  /** The question the student is on, where a reload reopens. */
  QuestionID: number | null;
  /** The running attempt's last copy from the server, for a reload while offline. */
  copy: OfflineCopy | null;
};

const emptyExamApp = (): ExamApp => ({
  CourseID: null,
  TaskID: null,
  TestSessionID: null,
  reload: false,
  pending: [],
  nextSeq: 1,
  QuestionID: null,
  copy: null,
});

/** The timed test's client state (D9, D15): persisted with the session, emptied at sign-out. */
export const examApp = proxy(emptyExamApp());
persistWithSession('examApp', examApp, emptyExamApp);

/** "Resume test" (seed §2, D15): marks the attempt, so its screen refetches the session. */
export function markForResume({ CourseID, TaskID }: { CourseID: number; TaskID: number }): void {
  Object.assign(examApp, { CourseID, TaskID, reload: true });
}

/** The test screen has the session afresh: the resume mark goes. */
export function clearResumeMark(): void {
  examApp.reload = false;
}

/** The persisted journal belongs to one attempt; a different one starts it afresh. */
export function adoptSession(session: TestSession, CourseID: number, TaskID: number): void {
  if (examApp.TestSessionID !== session.TestSessionID) {
    Object.assign(examApp, { TestSessionID: session.TestSessionID, pending: [], nextSeq: 1 });
    examApp.QuestionID = null;
  }
  Object.assign(examApp, { CourseID, TaskID });
  continueAfter(examApp, session.lastSeq);
  examApp.QuestionID = openingQuestionID(examApp, session);
}

/** Keeps a change of the student's until the server has it, and stays on its question. */
export function recordChange(change: Change): void {
  record(examApp, change);
  examApp.QuestionID = change.QuestionID;
}

/** Moves the student to a question; a reload reopens it. */
export function goToQuestion(QuestionID: number): void {
  examApp.QuestionID = QuestionID;
}

/** Keeps the running attempt as the server just gave it, for a reload while offline. */
export function keepOfflineCopy(copy: OfflineCopy): void {
  examApp.copy = copy;
}

/** The server acknowledged a change: the offline copy holds it too. */
export function foldIntoCopy(change: PendingChange): void {
  const copy = examApp.copy;
  if (!copy) return;
  const held = foldAcknowledged(copy.session, change);
  copy.session = { ...copy.session, answers: [...held.answers], flags: [...held.flags] };
}

/** The kept copy of this test's running attempt, if this device has one. */
export function offlineCopyOf(CourseID: number, TaskID: number): OfflineCopy | null {
  const copy = examApp.copy;
  return copy && copy.CourseID === CourseID && copy.TaskID === TaskID ? copy : null;
}

/** The attempt is over (submitted here or elsewhere): no copy of it is kept. */
export function forgetOfflineCopy(): void {
  examApp.copy = null;
}

/** The server holds the attempt's last word (submitted, or a change it can never take): nothing waits. */
export function dropPending(): void {
  examApp.pending = [];
}
