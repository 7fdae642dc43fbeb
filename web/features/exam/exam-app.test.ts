import { describe, expect, it } from 'vitest';
import type { TestSession } from '#openapi/exam.ts';
import {
  PERSIST_KEY,
  restoreSession,
  signIn,
  signOut,
  state,
  TOKEN_KEY,
} from '../../shared/session/session-store.ts';
import { persistedSessionTests } from '../../test/session.ts';
import { questions } from './components/testing.ts';
import { adoptSession, examApp, markForResume, recordChange } from './exam-app.ts';

const { token, user } = persistedSessionTests();

describe('session persistence (D8, D9)', () => {
  it('stores auth and examApp under persist:root and the token under user_token', () => {
    signIn({ token, user, activeTestDetails: null });
    const saved = JSON.parse(localStorage.getItem(PERSIST_KEY) ?? '{}');
    expect(Object.keys(saved).sort()).toEqual(['auth', 'examApp']);
    expect(saved.auth.user.email).toBe('recruiter@example.com');
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
  });

  it('forgets everything on sign-out', () => {
    signIn({ token, user, activeTestDetails: null });
    examApp.CourseID = 3;
    signOut();
    expect(localStorage.getItem(PERSIST_KEY)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(state.auth.user).toBeNull();
    expect(examApp.CourseID).toBeNull();
  });

  it('keeps the answers not yet saved across a reload (D15)', async () => {
    signIn({ token, user, activeTestDetails: null });
    recordChange({ kind: 'answer', QuestionID: 2, answer: [21] });
    // Written once, at the end of the task that made the changes, before a reload can come.
    await Promise.resolve();
    const stored = localStorage.getItem(PERSIST_KEY) ?? '';
    examApp.pending = [];
    localStorage.setItem(PERSIST_KEY, stored);
    restoreSession();
    expect(examApp.pending).toEqual([{ kind: 'answer', QuestionID: 2, answer: [21], seq: 1 }]);
    expect(examApp.QuestionID).toBe(2);
  });
});

describe('the attempt the device holds (D15)', () => {
  const session = (TestSessionID: string, lastSeq = 0): TestSession => ({
    TestSessionID,
    startedAt: 0,
    deadline: 60_000,
    serverTime: 0,
    RemainingTime: 60,
    status: 'running',
    questions,
    answers: [],
    flags: [],
    lastQuestionID: null,
    lastSeq,
  });

  it('marks a resumed test for a reload of its session', () => {
    markForResume({ CourseID: 1, TaskID: 101 });
    expect(examApp).toMatchObject({ CourseID: 1, TaskID: 101, reload: true });
  });

  it('keeps the waiting changes of the same attempt and drops another attempt’s', () => {
    adoptSession(session('ts-1'), 1, 101);
    recordChange({ kind: 'answer', QuestionID: 2, answer: [21] });
    adoptSession(session('ts-1', 5), 1, 101);
    expect(examApp.pending).toHaveLength(1);
    expect(examApp.nextSeq).toBe(6);
    adoptSession(session('ts-2'), 1, 102);
    expect(examApp).toMatchObject({ TestSessionID: 'ts-2', TaskID: 102, pending: [], nextSeq: 1 });
    expect(examApp.QuestionID).toBe(questions[0]?.QuestionID);
  });
});
