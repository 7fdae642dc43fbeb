import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenExpiringAt } from '../../test/jwt.ts';
import { recruiterUser } from '../../test/session-user.ts';
import { signIn, signOut } from '../session/session-store.ts';
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
const inADay = () => Math.floor(Date.now() / 1000) + 86_400;

type Call = { url: string; init: RequestInit };
let calls: Call[] = [];

/** A fetch that answers each call with the next of `answers` (the last one repeats). */
function serverAnswers(...answers: (() => Response | Promise<Response>)[]) {
  let next = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const answer = answers[Math.min(next++, answers.length - 1)];
      if (!answer) throw new Error('no answer');
      return answer();
    }),
  );
}

const saved = () =>
  new Response(JSON.stringify({ status: true, message: 'saved', body: { received: 1 } }));
const failed = () =>
  new Response(JSON.stringify({ status: false, message: 'down', body: {} }), { status: 500 });
/** Runs `task` in a later task, the way the Web Locks API grants a lock. */
const later = (task: () => Promise<void>) =>
  new Promise<void>((resolve) => setTimeout(() => resolve(task()), 0));
const sentBody = (call: Call | undefined) => JSON.parse(String(call?.init.body));

function signInAs(UserSessionID: string) {
  signIn({
    token: tokenExpiringAt(inADay()),
    user: { ...recruiterUser, UserSessionID },
    activeTestDetails: null,
  });
}

beforeEach(() => {
  calls = [];
  signInAs('s-1');
});

/** Requests still out when a test ends; rejected then, as an unloaded page's would be. */
let hanging: (() => void)[] = [];

afterEach(async () => {
  for (const reject of hanging) reject();
  hanging = [];
  await new Promise((resolve) => setTimeout(resolve, 0));
  vi.unstubAllGlobals();
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
    expect(stored.UserSessionID).toBe('s-1');
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

  it('starts afresh when a new session records', () => {
    recordPageVisit('/home');
    signInAs('s-2');
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
    serverAnswers(saved);
    recordPageVisit('/home', at('2025-01-02T03:04:05Z'));
    recordPageVisit('/dashboard', at('2025-01-02T03:04:07Z'));
    await flushPageVisits();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/task/v1/saveURL');
    expect(calls[0]?.init.method).toBe('POST');
    expect(sentBody(calls[0])).toEqual({
      data: [
        { url: '/home', time: 1735787045 },
        { url: '/dashboard', time: 1735787047 },
      ],
      UserSessionID: 's-1',
    });
    expect(queuedPageVisits()).toEqual([]);
    expect(localStorage.getItem(PAGE_VISIT_QUEUE_KEY)).toBeNull();
  });

  it('sends nothing when the queue is empty', async () => {
    serverAnswers(saved);
    await flushPageVisits();
    expect(calls).toEqual([]);
  });

  it('keeps the visits when the server fails, and sends them with the next flush', async () => {
    serverAnswers(failed, saved);
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
  });

  it('keeps the visits when the network is down', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    recordPageVisit('/home', at('2025-01-02T03:04:05Z'));
    await flushPageVisits();
    expect(queuedPageVisits()).toEqual([{ url: '/home', time: 1735787045 }]);
  });

  it('removes only what was sent: a visit queued while the request was out stays', async () => {
    let answer: (response: Response) => void = () => undefined;
    serverAnswers(() => new Promise<Response>((resolve) => (answer = resolve)));
    recordPageVisit('/home', at('2025-01-02T03:04:05Z'));
    const flushed = flushPageVisits();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    // The same page again in the same second: equal to the one in flight, but not sent yet.
    recordPageVisit('/home', at('2025-01-02T03:04:05Z'));
    answer(saved());
    await flushed;
    expect(queuedPageVisits()).toEqual([{ url: '/home', time: 1735787045 }]);
  });

  it('never runs two flushes at once', async () => {
    const answers: ((response: Response) => void)[] = [];
    serverAnswers(() => new Promise<Response>((resolve) => answers.push(resolve)));
    recordPageVisit('/home');
    const first = flushPageVisits();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    recordPageVisit('/dashboard');
    const second = flushPageVisits();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);
    answers[0]?.(saved());
    await first;
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(sentBody(calls[1]).data.map(({ url }: { url: string }) => url)).toEqual(['/dashboard']);
    answers[1]?.(saved());
    await second;
    expect(queuedPageVisits()).toEqual([]);
  });

  it('gives up on a request after 30 s, keeping its visits, so later flushes are not held up', async () => {
    const timeout = new AbortController();
    const timeoutSpy = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(timeout.signal);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        if (calls.length > 1) return saved();
        return new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        });
      }),
    );
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
    serverAnswers(saved);
    recordPageVisit('/home');
    await flushPageVisits({ keepalive: true });
    expect(calls[0]?.init.keepalive).toBe(true);
    expect(queuedPageVisits()).toEqual([]);
  });

  it('starts a keepalive flush within the same task: an unloading page has no later one', () => {
    // Web Locks grant in a later task; an unloading page would never send behind one.
    vi.stubGlobal('navigator', {
      locks: { request: (_name: string, task: () => Promise<void>) => later(task) },
    });
    serverAnswers(saved);
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
    serverAnswers(saved);
    recordPageVisit('/home');
    const flushed = flushPageVisits();
    expect(calls).toEqual([]);
    await flushed;
    expect(locked).toEqual([PAGE_VISIT_QUEUE_KEY]);
    expect(calls).toHaveLength(1);
  });

  it('drops, unsent, a queue that another session recorded', async () => {
    serverAnswers(saved);
    recordPageVisit('/home');
    signInAs('s-2');
    await flushPageVisits();
    expect(calls).toEqual([]);
    expect(localStorage.getItem(PAGE_VISIT_QUEUE_KEY)).toBeNull();
  });

  it('sends, after a reload, the visits an earlier page queued', async () => {
    recordPageVisit('/home', at('2025-01-02T03:04:05Z'));
    vi.resetModules();
    const reloaded = await import('./page-visit-queue.ts');
    const session = await import('../session/session-store.ts');
    session.signIn({
      token: tokenExpiringAt(inADay()),
      user: recruiterUser,
      activeTestDetails: null,
    });
    serverAnswers(saved);
    await reloaded.flushPageVisits();
    expect(sentBody(calls[0])).toEqual({
      data: [{ url: '/home', time: 1735787045 }],
      UserSessionID: 's-1',
    });
  });
});

describe('handing the queue off when the page unloads', () => {
  /** A request whose answer never reaches the page: it is gone before it could. */
  const unanswered = () =>
    new Promise<Response>((_resolve, reject) => {
      hanging.push(() => reject(new TypeError('the page is gone')));
    });

  it('sends the queue with keepalive at once and drops it, so the next page sends it no more', () => {
    serverAnswers(unanswered);
    recordPageVisit('/home', at('2025-01-02T03:04:05Z'));
    handOffPageVisits();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init.keepalive).toBe(true);
    expect(sentBody(calls[0]).data).toEqual([{ url: '/home', time: 1735787045 }]);
    expect(queuedPageVisits()).toEqual([]);
  });

  it('keeps the queue for the next page while the server has been failing', async () => {
    serverAnswers(failed, unanswered);
    recordPageVisit('/home', at('2025-01-02T03:04:05Z'));
    await flushPageVisits();
    handOffPageVisits();
    expect(calls).toHaveLength(2);
    expect(queuedPageVisits()).toEqual([{ url: '/home', time: 1735787045 }]);
  });

  it('remembers a failing server across a reload', async () => {
    serverAnswers(failed);
    recordPageVisit('/home', at('2025-01-02T03:04:05Z'));
    await flushPageVisits();
    vi.resetModules();
    const reloaded = await import('./page-visit-queue.ts');
    const session = await import('../session/session-store.ts');
    session.signIn({
      token: tokenExpiringAt(inADay()),
      user: recruiterUser,
      activeTestDetails: null,
    });
    serverAnswers(unanswered);
    reloaded.recordPageVisit('/dashboard', at('2025-01-02T03:04:09Z'));
    reloaded.handOffPageVisits();
    expect(queuedPageVisits()).toEqual([
      { url: '/home', time: 1735787045 },
      { url: '/dashboard', time: 1735787049 },
    ]);
  });

  it('keeps the queue for the next page while the browser is offline', () => {
    vi.stubGlobal('navigator', { onLine: false, locks: null });
    serverAnswers(unanswered);
    recordPageVisit('/home', at('2025-01-02T03:04:05Z'));
    handOffPageVisits();
    expect(queuedPageVisits()).toEqual([{ url: '/home', time: 1735787045 }]);
  });

  it('drops the failing mark once a flush gets through', async () => {
    serverAnswers(failed, saved, unanswered);
    recordPageVisit('/home');
    await flushPageVisits();
    await flushPageVisits();
    recordPageVisit('/dashboard');
    handOffPageVisits();
    expect(queuedPageVisits()).toEqual([]);
  });
});
