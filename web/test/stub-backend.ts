// The in-process stub backend behind `fetch`, so component tests exercise the real contract: what
// the SPA sends is checked by the stub's validators and what it gets back is the stub's own answer.
import { onTestFinished, vi } from 'vitest';
import type { StubBookmark, StubMail, StubNote, StubVisit } from '#openapi/stub.ts';
import type { LoginBody } from '#openapi/user.ts';
import { seedPassword } from '../../server/stub/auth/seed.ts';
import { createStubBackend } from '../../server/stub/index.ts';
import { type SessionUser, signIn } from '../shared/session/session-store.ts';

export { seedPassword };

/** A request as the SPA put it on the wire. */
export type WireCall = {
  method: string;
  /** The path under /api, e.g. `/user/v1/login`. */
  path: string;
  query: Record<string, string>;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The parsed JSON body, or undefined when none was sent. */
  body: unknown;
  keepalive: boolean;
  /** What came back, once it has: the HTTP status and the parsed JSON (undefined if not JSON). */
  answer?: { status: number; body: unknown };
};

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

/** Decides a request before the stub sees it: an answer of its own, or `undefined` to pass it on. */
type Interception = {
  path?: string;
  decide: (call: WireCall, signal: AbortSignal | undefined) => Promise<Response | undefined>;
};

const API_PREFIX = '/api';

/** The session the SPA stores after this login answer (as the login form does). */
export function sessionFromLogin(body: LoginBody): {
  token: string;
  user: SessionUser;
  activeTestDetails: LoginBody['activeTestDetails'];
} {
  return {
    token: body.token,
    user: {
      displayName: body.userName,
      role: body.userTypeName,
      userType: body.userType,
      UserSessionID: body.UserSessionID,
      email: body.email,
      photoURL: '',
      shortcuts: [],
    },
    activeTestDetails: body.activeTestDetails,
  };
}

function toWireCall(url: string, init: RequestInit): WireCall {
  const parsed = new URL(url, 'http://spa.test');
  const text = typeof init.body === 'string' ? init.body : undefined;
  return {
    method: (init.method ?? 'GET').toUpperCase(),
    path: parsed.pathname.slice(API_PREFIX.length),
    query: Object.fromEntries(parsed.searchParams),
    headers: Object.fromEntries(
      [...new Headers(init.headers)].map(([name, value]) => [name.toLowerCase(), value]),
    ),
    body: text === undefined ? undefined : JSON.parse(text),
    keepalive: init.keepalive === true,
  };
}

/** Rejects when `signal` aborts, the way fetch rejects an aborted request; else never settles. */
function abortOf(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * Starts a seeded stub backend and routes the SPA's `/api/...` fetches into it until the test ends.
 * Its clock is `Date.now` unless given one, so it follows `vi.setSystemTime` with the SPA's: the
 * tokens it issues are then fresh by the SPA's clock too.
 */
export function startStubBackend(options: { now?: () => number } = {}) {
  const now = options.now ?? (() => Date.now());
  /** How far the stub's clock runs ahead of `now`: see moveClock. */
  let ahead = 0;
  const backend = createStubBackend({
    now: () => now() + ahead,
    jwtSecret: 'web-test-secret',
    log: () => {},
  });
  const calls: WireCall[] = [];
  const interceptions: Interception[] = [];
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
    const index = interceptions.findIndex(({ path }) => !path || path === call.path);
    const [interception] = index === -1 ? [] : interceptions.splice(index, 1);
    const own = await interception?.decide(call, signal);
    // Hono builds its own Request; the browser-only options mean nothing to it.
    const { signal: _signal, keepalive: _keepalive, ...forwarded } = init;
    const { search } = new URL(url, 'http://spa.test');
    const response = await Promise.race([
      own ?? backend.app.request(`${call.path}${search}`, forwarded),
      abortOf(signal),
    ]);
    call.answer = {
      status: response.status,
      body: await response
        .clone()
        .json()
        .catch(() => undefined),
    };
    return response;
  }

  vi.stubGlobal('fetch', wire);
  onTestFinished(async () => {
    for (const reject of unanswered) reject(new TypeError('the page is gone'));
    unanswered.clear();
    // Lets the SPA settle what those rejections set off before the next test starts.
    if (!vi.isFakeTimers()) await new Promise((resolve) => setTimeout(resolve, 0));
    vi.unstubAllGlobals();
  });

  /** Calls the stub directly, off the record: setup and QA reads are not the SPA's requests. */
  async function direct<Body>(path: string, init?: RequestInit): Promise<Body> {
    const response = await backend.app.request(path, init);
    const envelope = (await response.json()) as { status: boolean; message: string; body: Body };
    if (!envelope.status)
      throw new Error(`${path} answered ${response.status}: ${envelope.message}`);
    return envelope.body;
  }

  /** The one way this fixture reads the QA surface (/__stub), which may need a token. */
  const readQa = <Body>(path: string) => direct<Body>(`/__stub/${path}`);

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
    /** Every request the SPA sent, oldest first. */
    calls,
    /** The requests the SPA sent to one path (under /api). */
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    /** The JSON the SPA got back for its latest call to `path`, typed as the caller expects it. */
    answerTo: <Answer>(path: string) =>
      calls.findLast((call) => call.path === path)?.answer?.body as Answer | undefined,
    login,
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
    /** Makes the next request (to `path`, when given) fail with `fault` instead of reaching the stub. */
    failNext(fault: Fault, path?: string): void {
      interceptions.push({
        path,
        decide: async (_call, signal) => {
          if ('status' in fault) {
            const raw = typeof fault.body === 'string' ? fault.body : JSON.stringify(fault.body);
            return new Response(raw, { status: fault.status });
          }
          if (fault.network === 'down') throw new TypeError('Failed to fetch');
          await keep(signal).released;
          throw new Error('a hung request is never released');
        },
      });
    },
    /** Holds the next request (to `path`, when given) until `release()` lets it reach the stub. */
    hold(path?: string): HeldRequest {
      let sent: (call: WireCall) => void = () => {};
      let release = () => {};
      let releasedEarly = false;
      interceptions.push({
        path,
        decide: async (call, signal) => {
          const kept = keep(signal);
          release = kept.release;
          if (releasedEarly) kept.release();
          sent(call);
          await kept.released;
          return undefined;
        },
      });
      return {
        sent: new Promise((resolve) => {
          sent = resolve;
        }),
        release: () => {
          releasedEarly = true;
          release();
        },
      };
    },
  };
}

export type StubBackendFixture = ReturnType<typeof startStubBackend>;
