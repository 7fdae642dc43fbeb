import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SessionUser, signIn, signOut } from '../shared/session/session-store.ts';
import { type Page, pages } from './pages.ts';
import { preloadSignedInPage } from './router.tsx';

/** The layout's signal that a page's frame has been painted, settled by the test. */
const frame = vi.hoisted(() => {
  let paint = () => {};
  const painted = new Promise<void>((resolve) => {
    paint = resolve;
  });
  return { painted, paint: () => paint() };
});
vi.mock('./layouts/signed-in-layout.tsx', () => ({}));
vi.mock('./layouts/framed-page.tsx', () => ({ firstFramePainted: frame.painted }));

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

/** Watches the pages' early API requests (kept from the network): which role each was sent for. */
function watchRequests() {
  const asked: string[] = [];
  for (const page of pages) {
    if (page.requestEarly)
      vi.spyOn(page, 'requestEarly').mockImplementation((role) => asked.push(`${page.id} ${role}`));
  }
  return asked;
}

afterEach(() => {
  vi.restoreAllMocks();
  signOut();
});

describe('the first page starts loading with the app (issue 13)', () => {
  it("loads the signed-in page at the address, with the params a page's pattern takes; one drawing antd once its frame has been painted (issue 29)", async () => {
    signIn({ token: 'token', user: student, activeTestDetails: null });
    const loaded = watchLoads();
    watchRequests();
    preloadSignedInPage('/home');
    preloadSignedInPage('/profile/41');
    expect(loaded()).toEqual(['home']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loaded()).toEqual(['home']);
    frame.paint();
    await vi.waitFor(() => expect(loaded()).toEqual(['home', 'profile']));
  });

  it("sends the page's first API requests, for the session's role", () => {
    signIn({ token: 'token', user: student, activeTestDetails: null });
    watchLoads();
    const asked = watchRequests();
    preloadSignedInPage('/home');
    expect(asked).toEqual(['home Student']);
  });

  it("sends the test screen's open for the test its address names (issue 29)", () => {
    signIn({ token: 'token', user: student, activeTestDetails: null });
    watchLoads();
    const test = pages.find(({ id }) => id === 'test') as Required<Page>;
    const open = vi.spyOn(test, 'requestEarly').mockImplementation(() => undefined);
    preloadSignedInPage('/test/test/1/101');
    expect(open).toHaveBeenCalledExactlyOnceWith('Student', { CourseID: '1', TaskID: '101' });
  });

  it('loads nothing for a visitor without a session: the guard sends them to /login', () => {
    const loaded = watchLoads();
    const asked = watchRequests();
    preloadSignedInPage('/home');
    expect(loaded()).toEqual([]);
    expect(asked).toEqual([]);
  });

  it("loads nothing for a page the role may not open, nor for a public screen's address", () => {
    signIn({ token: 'token', user: student, activeTestDetails: null });
    const loaded = watchLoads();
    watchRequests();
    preloadSignedInPage('/admindashboard');
    preloadSignedInPage('/login');
    preloadSignedInPage('/no-such-page');
    expect(loaded()).toEqual([]);
  });
});
