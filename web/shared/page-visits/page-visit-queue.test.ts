import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginBody } from '#openapi/user.ts';
import {
  type StubBackendFixture,
  startStubBackend,
  type WireCall,
} from '../../test/stub-backend.ts';
import { sessionFromLogin } from '../session/login-session.ts';
import { signOut } from '../session/session-store.ts';
import {
  clearPageVisits,
  flushPageVisits,
  handOffPageVisits,
  MAX_QUEUED_VISITS,
  PAGE_VISIT_QUEUE_KEY,
  recordPageVisit,
} from './page-visit-queue.ts';
import { queuedPageVisits } from './testing.ts';

const at = (iso: string) => new Date(iso).getTime();

let backend: StubBackendFixture;
let calls: WireCall[];
/** The session each test starts in. */
let first: LoginBody;

/** The server is up but failing: the stub has no such state, so a 500 stands in for it. */
const failing = { status: 500, body: { status: false, message: 'down', body: {} } };
/** Runs `task` in a later task, the way the Web Locks API grants a lock. */
const later = (task: () => Promise<void>) =>
  new Promise<void>((resolve) => setTimeout(() => resolve(task()), 0));
const sentBody = (call: WireCall | undefined) => call?.body as { data: unknown[] };

/** A second sign-in of the same recruiter: a new session, with its own UserSessionID. */
const signInAgain = () => backend.signInAs('recruiter@example.com');

beforeEach(async () => {
  backend = startStubBackend();
  calls = backend.calls;
  first = await backend.signInAs('recruiter@example.com');
});

// The fixture rejects a request still out when a test ends, as an unloaded page's would be.
afterEach(() => {
  vi.restoreAllMocks();
  signOut();
  localStorage.clear();
});

describe('queuing page visits (seed §3, §4)', () => {
  it('queues the url with the time in epoch seconds, in local storage', () => {
    recordPageVisit('/dashboard', at('2025-01-02T03:04:05.678Z'));
    recordPageVisit('/myjobs?status=open', at('2025-01-02T03:04:09.001Z'));
    expect(queuedPageVisits()).toEqual([
      { url: '/dashboard', time: 1735787045 },
      { url: '/myjobs?status=open', time: 1735787049 },
    ]);
    const stored = JSON.parse(localStorage.getItem(PAGE_VISIT_QUEUE_KEY) ?? '{}');
    expect(stored.UserSessionID).toBe(first.UserSessionID);
    expect(stored.visits.map(({ url }: { url: string }) => url)).toEqual([
      '/dashboard',
      '/myjobs?status=open',
    ]);
  });

  it('records nothing without a session', () => {
    signOut();
    recordPageVisit('/home');
    expect(localStorage.getItem(PAGE_VISIT_QUEUE_KEY)).toBeNull();
  });

  it('keeps the newest visits when the queue outgrows one request', () => {
    for (let index = 0; index < MAX_QUEUED_VISITS + 3; index++) recordPageVisit(`/p${index}`);
    const urls = queuedPageVisits().map(({ url }) => url);
    expect(urls).toHaveLength(MAX_QUEUED_VISITS);
    expect(urls[0]).toBe('/p3');
    expect(urls.at(-1)).toBe(`/p${MAX_QUEUED_VISITS + 2}`);
  });

  it('starts afresh when a new session records', async () => {
    recordPageVisit('/home');
    await signInAgain();
    recordPageVisit('/dashboard');
    expect(queuedPageVisits().map(({ url }) => url)).toEqual(['/dashboard']);
  });

  it('clearPageVisits drops the queue', () => {
    recordPageVisit('/home');
    clearPageVisits();
    expect(queuedPageVisits()).toEqual([]);
    expect(localStorage.getItem(PAGE_VISIT_QUEUE_KEY)).toBeNull();
  });
});

describe('flushing page visits (seed §4, §7)', () => {
  it('sends the queue with the UserSessionID to task/v1/saveURL and clears it on success', async () => {
    recordPageVisit('/home', at('2025-01-02T03:04:05Z'));
    recordPageVisit('/dashboard', at('2025-01-02T03:04:07Z'));
    await flushPageVisits();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/task/v1/saveURL');
    expect(calls[0]?.method).toBe('POST');
    expect(sentBody(calls[0])).toEqual({
      data: [
        { url: '/home', time: 1735787045 },
        { url: '/dashboard', time: 1735787047 },
      ],
      UserSessionID: first.UserSessionID,
    });
    expect(queuedPageVisits()).toEqual([]);
    expect(localStorage.getItem(PAGE_VISIT_QUEUE_KEY)).toBeNull();
    const stored = { email: 'recruiter@example.com', UserSessionID: first.UserSessionID };
    expect(await backend.qa.visits()).toEqual([
      expect.objectContaining({ ...stored, url: '/home', time: 1735787045 }),
      expect.objectContaining({ ...stored, url: '/dashboard', time: 1735787047 }),
    ]);
  });

  it('sends nothing when the queue is empty', async () => {
    await flushPageVisits();
    expect(calls).toEqual([]);
  });

  it('keeps the visits when the server fails, and sends them with the next flush', async () => {
    backend.failNext(failing);
    recordPageVisit('/home', at('2025-01-02T03:04:05Z'));
    await expect(flushPageVisits()).resolves.toBeUndefined();
    expect(queuedPageVisits()).toEqual([{ url: '/home', time: 1735787045 }]);
    recordPageVisit('/result', at('2025-01-02T03:04:10Z'));
    await flushPageVisits();
    expect(sentBody(calls[1]).data).toEqual([
      { url: '/home', time: 1735787045 },
      { url: '/result', time: 1735787050 },
    ]);
    expect(queuedPageVisits()).toEqual([]);
    expect((await backend.qa.visits()).map(({ url }) => url)).toEqual(['/home', '/result']);
  });

  it('keeps the visits when the network is down', async () => {
    backend.failNext({ network: 'down' });
    recordPageVisit('/home', at('2025-01-02T03:04:05Z'));
    await flushPageVisits();
    expect(queuedPageVisits()).toEqual([{ url: '/home', time: 1735787045 }]);
  });

  it('removes only what was sent: a visit queued while the request was out stays', async () => {
    const held = backend.hold();
    recordPageVisit('/home', at('2025-01-02T03:04:05Z'));
    const flushed = flushPageVisits();
    await held.sent;
    // The same page again in the same second: equal to the one in flight, but not sent yet.
    recordPageVisit('/home', at('2025-01-02T03:04:05Z'));
    held.release();
    await flushed;
    expect(queuedPageVisits()).toEqual([{ url: '/home', time: 1735787045 }]);
  });

  it('never runs two flushes at once', async () => {
    const held = [backend.hold(), backend.hold()] as const;
    recordPageVisit('/home');
    const firstFlush = flushPageVisits();
    await held[0].sent;
    recordPageVisit('/dashboard');
    const secondFlush = flushPageVisits();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);
    held[0].release();
    await firstFlush;
    expect(sentBody(await held[1].sent).data).toEqual([
      { url: '/dashboard', time: expect.any(Number) },
    ]);
    held[1].release();
    await secondFlush;
    expect(queuedPageVisits()).toEqual([]);
  });

  it('gives up on a request after 30 s, keeping its visits, so later flushes are not held up', async () => {
    const timeout = new AbortController();
    const timeoutSpy = vi.spyOn(AbortSignal, 'timeout').mockReturnValueOnce(timeout.signal);
    // The stub always answers; a request that hangs until the client's own timeout aborts it.
    backend.failNext({ network: 'hang' });
    recordPageVisit('/home');
    const hung = flushPageVisits();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(timeoutSpy).toHaveBeenCalledWith(30_000);
    timeout.abort(new DOMException('timed out', 'TimeoutError'));
    await hung;
    expect(queuedPageVisits().map(({ url }) => url)).toEqual(['/home']);
    await flushPageVisits();
    expect(calls).toHaveLength(2);
    expect(queuedPageVisits()).toEqual([]);
  });

  it('sends with keepalive when asked to', async () => {
    recordPageVisit('/home');
    await flushPageVisits({ keepalive: true });
    expect(calls[0]?.keepalive).toBe(true);
    expect(queuedPageVisits()).toEqual([]);
  });

  it('starts a keepalive flush within the same task: an unloading page has no later one', () => {
    // Web Locks grant in a later task; an unloading page would never send behind one.
    vi.stubGlobal('navigator', {
      locks: { request: (_name: string, task: () => Promise<void>) => later(task) },
    });
    recordPageVisit('/home');
    void flushPageVisits({ keepalive: true });
    expect(calls).toHaveLength(1);
  });

  it('takes the cross-tab lock for a regular flush', async () => {
    const locked: string[] = [];
    vi.stubGlobal('navigator', {
      locks: {
        request: (name: string, task: () => Promise<void>) => {
          locked.push(name);
          return later(task);
        },
      },
    });
    recordPageVisit('/home');
    const flushed = flushPageVisits();
    expect(calls).toEqual([]);
    await flushed;
    expect(locked).toEqual([PAGE_VISIT_QUEUE_KEY]);
    expect(calls).toHaveLength(1);
  });

  it('drops, unsent, a queue that another session recorded', async () => {
    recordPageVisit('/home');
    await signInAgain();
    await flushPageVisits();
    expect(calls).toEqual([]);
    expect(localStorage.getItem(PAGE_VISIT_QUEUE_KEY)).toBeNull();
  });

  it('sends, after a reload, the visits an earlier page queued', async () => {
    recordPageVisit('/home', at('2025-01-02T03:04:05Z'));
    vi.resetModules();
    const reloaded = await import('./page-visit-queue.ts');
    const session = await import('../session/session-store.ts');
    session.signIn(sessionFromLogin(first));
    await reloaded.flushPageVisits();
    expect(sentBody(calls[0])).toEqual({
      data: [{ url: '/home', time: 1735787045 }],
      UserSessionID: first.UserSessionID,
    });
  });
});

describe('handing the queue off when the page unloads', () => {
  /** A request whose answer never reaches the page: it is gone before it could. */
  const unanswered = { network: 'hang' } as const;

  it('sends the queue with keepalive at once and drops it, so the next page sends it no more', () => {
    backend.failNext(unanswered);
    recordPageVisit('/home', at('2025-01-02T03:04:05Z'));
    handOffPageVisits();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.keepalive).toBe(true);
    expect(sentBody(calls[0]).data).toEqual([{ url: '/home', time: 1735787045 }]);
    expect(queuedPageVisits()).toEqual([]);
  });

  it('keeps the queue for the next page while the server has been failing', async () => {
    backend.failNext(failing);
    backend.failNext(unanswered);
    recordPageVisit('/home', at('2025-01-02T03:04:05Z'));
    await flushPageVisits();
    handOffPageVisits();
    expect(calls).toHaveLength(2);
    expect(queuedPageVisits()).toEqual([{ url: '/home', time: 1735787045 }]);
  });

  it('remembers a failing server across a reload', async () => {
    backend.failNext(failing);
    recordPageVisit('/home', at('2025-01-02T03:04:05Z'));
    await flushPageVisits();
    vi.resetModules();
    const reloaded = await import('./page-visit-queue.ts');
    const session = await import('../session/session-store.ts');
    session.signIn(sessionFromLogin(first));
    backend.failNext(unanswered);
    reloaded.recordPageVisit('/dashboard', at('2025-01-02T03:04:09Z'));
    reloaded.handOffPageVisits();
    expect(queuedPageVisits()).toEqual([
      { url: '/home', time: 1735787045 },
      { url: '/dashboard', time: 1735787049 },
    ]);
  });

  it('keeps the queue for the next page while the browser is offline', () => {
    vi.stubGlobal('navigator', { onLine: false, locks: null });
    backend.failNext(unanswered);
    recordPageVisit('/home', at('2025-01-02T03:04:05Z'));
    handOffPageVisits();
    expect(queuedPageVisits()).toEqual([{ url: '/home', time: 1735787045 }]);
  });

  it('drops the failing mark once a flush gets through', async () => {
    backend.failNext(failing);
    recordPageVisit('/home');
    await flushPageVisits();
    await flushPageVisits();
    backend.failNext(unanswered);
    recordPageVisit('/dashboard');
    handOffPageVisits();
    expect(queuedPageVisits()).toEqual([]);
  });
});
