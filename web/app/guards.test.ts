import { afterEach, describe, expect, it } from 'vitest';
import { type SessionUser, signIn, signOut } from '../shared/session/session-store.ts';
import { NotForRole, requireAccess } from './guards.ts';
import { isSignedInPage, pages, type SignedInPage } from './pages.ts';

const student: SessionUser = {
  displayName: 'Anitha Kumar',
  role: 'Student',
  userType: 7,
  UserSessionID: 'session-1',
  photoURL: '',
  email: 'student@example.com',
  shortcuts: [],
};

const page = (id: string): SignedInPage => {
  const found = pages.find((candidate) => candidate.id === id);
  if (!found || !isSignedInPage(found)) throw new Error(`no signed-in page ${id}`);
  return found;
};

/** What the guard of a page does: lets it open (null), or what it throws. */
function guard(id: string): unknown {
  try {
    return requireAccess(page(id))();
  } catch (thrown) {
    return thrown;
  }
}

const redirectTo = (thrown: unknown) =>
  thrown instanceof Response ? thrown.headers.get('Location') : undefined;

afterEach(() => {
  signOut();
  document.querySelector('meta[name="demo-stubs"]')?.remove();
});

describe('the route guard (D5, issue 27)', () => {
  it('lets a student open their pages', () => {
    signIn({ token: 'token', user: student, activeTestDetails: null });
    expect(guard('jobs')).toBeNull();
    expect(guard('home')).toBeNull();
  });

  it.each(['postJob', 'myJobs', 'allJobs', 'collegeDashboard', 'adminDashboard'])(
    "keeps a student on %s with the page's NotForRole, one rule for every page",
    (id) => {
      signIn({ token: 'token', user: student, activeTestDetails: null });
      const thrown = guard(id);
      expect(thrown).toBeInstanceOf(NotForRole);
      expect((thrown as NotForRole).page.id).toBe(id);
    },
  );

  it('sends a demo page to /error while the demo stubs are off, as an unknown path', () => {
    signIn({ token: 'token', user: student, activeTestDetails: null });
    expect(redirectTo(guard('mail'))).toBe('/error');
  });

  it('sends a visitor without a session to /login', () => {
    expect(redirectTo(guard('postJob'))).toBe('/login');
  });
});
