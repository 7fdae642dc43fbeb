import { describe, expect, it } from 'vitest';
import { persistedSessionTests } from '../../test/session.ts';
import {
  PAGE_FILES_KEY,
  PAGE_SNAPSHOT_KEY,
  PERSIST_KEY,
  rememberStudentId,
  restoreSession,
  signIn,
  signOut,
  state,
  TOKEN_KEY,
} from './session-store.ts';

const { token, user } = persistedSessionTests();

describe('session persistence (D8, D9)', () => {
  it('keeps in-memory UI state out of storage', () => {
    signIn({ token, user, activeTestDetails: null });
    state.ui.loading = true;
    expect(localStorage.getItem(PERSIST_KEY)).not.toContain('loading');
  });

  it('restores the session after a reload', () => {
    signIn({ token, user, activeTestDetails: null });
    const saved = {
      persisted: localStorage.getItem(PERSIST_KEY),
      token: localStorage.getItem(TOKEN_KEY),
    };
    signOut();
    localStorage.setItem(PERSIST_KEY, saved.persisted ?? '');
    localStorage.setItem(TOKEN_KEY, saved.token ?? '');
    restoreSession();
    expect(state.auth.token).toBe(token);
    expect(state.auth.user?.displayName).toBe('Priya');
  });

  it('stores nothing but auth until a feature adds its slice, and nothing after sign-out', () => {
    signIn({ token, user, activeTestDetails: null });
    expect(Object.keys(JSON.parse(localStorage.getItem(PERSIST_KEY) ?? '{}'))).toEqual(['auth']);
    // A page load notes the code files the signed-in page needed, for the role (web/app/page-files.ts).
    localStorage.setItem(PAGE_FILES_KEY, JSON.stringify({ path: '/home', role: 'Student' }));
    // And the last view of the page, markup with the user's data (web/app/page-snapshot.ts).
    localStorage.setItem(
      PAGE_SNAPSHOT_KEY,
      JSON.stringify({ path: '/home', html: '<h3>Mine</h3>' }),
    );
    signOut();
    expect(
      [PERSIST_KEY, TOKEN_KEY, PAGE_FILES_KEY, PAGE_SNAPSHOT_KEY].map((key) =>
        localStorage.getItem(key),
      ),
    ).toEqual([null, null, null, null]);
    expect(state.auth.user).toBeNull();
  });

  it('reads the role of a record an older version stored as the server named it', () => {
    localStorage.setItem(
      PERSIST_KEY,
      JSON.stringify({ auth: { token, user: { ...user, role: '' } }, examApp: {} }),
    );
    restoreSession();
    expect(state.auth.user?.role).toBe('none');
  });

  it('drops a damaged record instead of trusting it', () => {
    localStorage.setItem(PERSIST_KEY, '{not json');
    restoreSession();
    expect(state.auth.user).toBeNull();
    expect(localStorage.getItem(PERSIST_KEY)).toBeNull();
  });

  it('keeps a slice stored by a feature this page has not loaded yet', () => {
    signIn({ token, user, activeTestDetails: null });
    const stored = JSON.parse(localStorage.getItem(PERSIST_KEY) ?? '{}');
    localStorage.setItem(PERSIST_KEY, JSON.stringify({ ...stored, examApp: { CourseID: 3 } }));
    restoreSession();
    rememberStudentId(7);
    expect(JSON.parse(localStorage.getItem(PERSIST_KEY) ?? '{}').examApp).toEqual({ CourseID: 3 });
  });

  it('keeps the registered studentId (D12)', () => {
    rememberStudentId(41);
    expect(JSON.parse(localStorage.getItem(PERSIST_KEY) ?? '{}').auth.studentId).toBe(41);
  });
});
