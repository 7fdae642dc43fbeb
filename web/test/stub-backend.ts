// The in-process stub backend behind `fetch`, so component tests exercise the real contract: what
// the SPA sends is checked by the stub's validators and what it gets back is the stub's own answer.

import { onTestFinished, vi } from 'vitest';
import type { StubBookmark, StubMail, StubNote, StubVisit } from '#openapi/stub.ts';
import type { LoginBody } from '#openapi/user.ts';
import { seedPassword } from '../../server/stub/auth/seed.ts';
import { createStubBackend } from '../../server/stub/index.ts';
import { sessionFromLogin } from '../shared/session/login-session.ts';
import { signIn } from '../shared/session/session-store.ts';
import { API_PREFIX, abortOf, toWireCall, type WireCall } from './wire-call.ts';

export type { WireCall };

// Taken before any test fakes timers: settled() needs a real turn of the event loop.
const realSetImmediate = globalThis.setImmediate;

/**
 * What the stub cannot be made to answer: the network is down, the answer never comes, or
 * something in between (a proxy's 502, a broken body) answers instead of the server.
 */
export type Fault =
  | { network: 'down' }
  | { network: 'hang' }
  /** Answered as is: a string is sent raw, anything else as JSON. */
  | { status: number; body: unknown };

/** A request kept from the stub until the test lets it through. */
export type HeldRequest = {
  /** The held request, once the SPA has sent it. */
  sent: Promise<WireCall>;
  /** Passes the request on to the stub, which answers it. */
  release(): void;
};

/** Decides a request before the stub does: answers it itself, or returns `undefined` to pass. */
type Interception = (
  call: WireCall,
  signal: AbortSignal | undefined,
) => Promise<Response | undefined>;

/**
 * Starts a seeded stub backend and routes the SPA's `/api/...` fetches into it until the test ends.
 * Its clock is `Date.now` unless given one, so it follows `vi.setSystemTime` with the SPA's: the
 * tokens it issues are then fresh by the SPA's clock too.
 */
/** The QA token of the tests' stub backends; the SPA itself never sends it. */
const qaToken = 'web-test-qa-token-0123456789';

export function startStubBackend(options: { now?: () => number } = {}) {
  const now = options.now ?? (() => Date.now());
  /** How far the stub's clock runs ahead of `now`: see moveClock. */
  let ahead = 0;
  const backend = createStubBackend({
    now: () => now() + ahead,
    jwtSecret: 'web-test-secret',
    log: () => {},
    qa: { token: qaToken },
  });
  const calls: WireCall[] = [];
  const interceptions: Interception[] = [];
  /** Answers on their way to the SPA: the stub works in real time, whatever the test's clock. */
  const answering = new Set<Promise<unknown>>();
  /** Requests kept from the stub, each with its way to give up: rejected when the test ends. */
  const unanswered = new Set<(reason: unknown) => void>();

  /** Waits until `release` is called; rejects when `signal` aborts or the test ends first. */
  function keep(signal: AbortSignal | undefined) {
    let release = () => {};
    const released = new Promise<void>((resolve, reject) => {
      const giveUp = (reason: unknown) => {
        unanswered.delete(giveUp);
        reject(reason);
      };
      unanswered.add(giveUp);
      if (signal?.aborted) giveUp(signal.reason);
      signal?.addEventListener('abort', () => giveUp(signal.reason), { once: true });
      release = () => {
        unanswered.delete(giveUp);
        resolve();
      };
    });
    return { released, release: () => release() };
  }

  async function wire(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(`${API_PREFIX}/`)) {
      throw new Error(`The stub backend answers /api only; the SPA fetched ${url}`);
    }
    const call = toWireCall(url, init);
    calls.push(call);
    const signal = init.signal ?? undefined;
    const own = await interceptions.shift()?.(call, signal);
    // Hono builds its own Request; the browser-only options mean nothing to it.
    const { signal: _signal, keepalive: _keepalive, ...forwarded } = init;
    const { search } = new URL(url, 'http://spa.test');
    const answer = (async () => {
      const response = await Promise.race([
        own ?? backend.app.request(`${call.path}${search}`, forwarded),
        abortOf(signal),
      ]);
      const body = await response
        .clone()
        .json()
        .catch(() => undefined);
      call.answer = { status: response.status, body };
      return response;
    })();
    answering.add(answer);
    try {
      return await answer;
    } finally {
      answering.delete(answer);
    }
  }

  /**
   * Waits until the stub has answered every request that reached it (held and hung ones aside)
   * and the SPA has had a turn to take the answers in. Wrap it in `act` when React renders them.
   */
  async function settled(): Promise<void> {
    while (answering.size > 0) await Promise.allSettled([...answering]);
    await new Promise((resolve) => realSetImmediate(resolve));
  }

  vi.stubGlobal('fetch', wire);
  onTestFinished(async () => {
    for (const reject of unanswered) reject(new TypeError('the page is gone'));
    unanswered.clear();
    // Nothing of this test may land in the next one: a late answer would still change its state.
    await settled();
    vi.unstubAllGlobals();
  });

  /** Calls the stub directly, off the record: setup and QA reads are not the SPA's requests. */
  async function direct<Body>(path: string, init?: RequestInit): Promise<Body> {
    const response = await backend.app.request(path, init);
    const envelope = (await response.json()) as { status: boolean; message: string; body: Body };
    if (!envelope.status) {
      throw new Error(`${path} answered ${response.status}: ${envelope.message}`);
    }
    return envelope.body;
  }

  /** The one way this fixture reads the QA surface (/__stub), with the QA token it needs. */
  const readQa = <Body>(path: string) =>
    direct<Body>(`/__stub/${path}`, { headers: { 'X-QA-Token': qaToken } });

  /** What the stub stored, read through its QA surface. */
  const qa = {
    /** The mails (with their OTPs) the stub sent to `email`, newest last. */
    outbox: (email: string) => readQa<StubMail[]>(`outbox?email=${encodeURIComponent(email)}`),
    bookmarks: () => readQa<StubBookmark[]>('bookmarks'),
    notes: () => readQa<StubNote[]>('notes'),
    visits: () => readQa<StubVisit[]>('visits'),
  };

  /** Logs a seeded (or registered) account in at the stub and returns the login answer. */
  const login = (email: string, password = seedPassword) =>
    direct<LoginBody>('/user/v1/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: email, password, deviceInfo: { isMobile: false } }),
    });

  return {
    /** The stub's app and reset (reset drops every session: their tokens then get a 401). */
    ...backend,
    settled,
    /** Every request the SPA sent, oldest first. */
    calls,
    /** The requests the SPA sent to one path (under /api). */
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    /** The JSON the SPA got back for its latest call to `path`, typed as the caller expects it. */
    answerTo: <Answer>(path: string) =>
      calls.findLast((call) => call.path === path)?.answer?.body as Answer | undefined,
    /** Logs in at the stub and stores the session in the SPA's session store, as the app does. */
    async signInAs(email: string, password = seedPassword): Promise<LoginBody> {
      const body = await login(email, password);
      signIn(sessionFromLogin(body));
      return body;
    },
    /**
     * Moves the stub's clock, and only the stub's, on by `ms`: time passes on the server (a running
     * test runs out) while the SPA's timers stay where the test put them.
     */
    moveClock(ms: number): void {
      ahead += ms;
    },
    /** Asks the stub for a password-reset OTP for `email`, as QA would: the secret and the code. */
    async sendOtp(email: string): Promise<{ secret: string; code: string }> {
      const { otpSecret } = await direct<{ otpSecret: string }>('/user/v1/forgotPassword', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: email }),
      });
      const code = (await qa.outbox(email)).at(-1)?.otp;
      if (!code) throw new Error(`The stub sent ${email} no OTP: is it a seeded account?`);
      return { secret: otpSecret, code };
    },
    qa,
    /** Makes the SPA's next request meet `fault` instead of the stub; calls queue up in order. */
    failNext(fault: Fault): void {
      interceptions.push(async (_call, signal) => {
        if ('status' in fault) {
          const raw = typeof fault.body === 'string' ? fault.body : JSON.stringify(fault.body);
          return new Response(raw, { status: fault.status });
        }
        if (fault.network === 'down') throw new TypeError('Failed to fetch');
        // Never released: it ends when the SPA aborts it or the test ends.
        await keep(signal).released;
        return undefined;
      });
    },
    /** Holds the SPA's next request until `release()` lets it reach the stub; queues like failNext. */
    hold(): HeldRequest {
      let opened = () => {};
      const gate = new Promise<void>((resolve) => {
        opened = resolve;
      });
      let sent: (call: WireCall) => void = () => {};
      interceptions.push(async (call, signal) => {
        const kept = keep(signal);
        void gate.then(kept.release);
        sent(call);
        await kept.released;
        return undefined;
      });
      return {
        sent: new Promise((resolve) => {
          sent = resolve;
        }),
        release: opened,
      };
    },
  };
}

export type StubBackendFixture = ReturnType<typeof startStubBackend>;
