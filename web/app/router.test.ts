import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SessionUser, signIn, signOut } from '../shared/session/session-store.ts';
import { pages } from './pages.ts';
import { preloadSignedInPage } from './router.tsx';

const student: SessionUser = {
  displayName: 'Anitha Kumar',
  role: 'Student',
  userType: 6,
  UserSessionID: 'session-1',
  photoURL: '',
  email: 'student@example.com',
  shortcuts: [],
};

/** Watches every page's module loader: which pages a call started to load. */
function watchLoads() {
  const spies = pages.map((page) => vi.spyOn(page, 'module').mockResolvedValue({}));
  return () =>
    pages.filter((_, index) => (spies[index]?.mock.calls.length ?? 0) > 0).map(({ id }) => id);
}

afterEach(() => {
  vi.restoreAllMocks();
  signOut();
});

describe('the first page starts loading with the app (issue 13)', () => {
  it("loads the signed-in page at the address, with the params a page's pattern takes", () => {
    signIn({ token: 'token', user: student, activeTestDetails: null });
    const loaded = watchLoads();
    preloadSignedInPage('/home');
    preloadSignedInPage('/profile/41');
    expect(loaded()).toEqual(['home', 'profile']);
  });

  it('loads nothing for a visitor without a session: the guard sends them to /login', () => {
    const loaded = watchLoads();
    preloadSignedInPage('/home');
    expect(loaded()).toEqual([]);
  });

  it("loads nothing for a page the role may not open, nor for a public screen's address", () => {
    signIn({ token: 'token', user: student, activeTestDetails: null });
    const loaded = watchLoads();
    preloadSignedInPage('/admindashboard');
    preloadSignedInPage('/login');
    preloadSignedInPage('/no-such-page');
    expect(loaded()).toEqual([]);
  });
});
