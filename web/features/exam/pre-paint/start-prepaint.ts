/**
 * What the test page's first script does (pre-paint.ts, page-data.ts), in its head as the HTML
 * arrives, before any of the app's code: opens the attempt at the address for the signed-in
 * student and paints the running question from the answer. It imports nothing that is not its own
 * or the few pure modules the app shares with it: the build inlines it in the page.
 */
import type { TestOpenRequest, TestView } from '#openapi/exam.ts';
import { testOpen } from '#openapi/routes/exam.gen.ts';
import { buildUrl, headersFor } from '../../../shared/api/request-headers.ts';
import { isTokenExpired } from '../../../shared/session/jwt.ts';
import { PERSIST_KEY, TOKEN_KEY } from '../../../shared/session/storage-keys.ts';
import { NARROW_SCREEN_QUERY } from '../model/narrow-screen.ts';
import type { TestAddress } from '../model/test-address.ts';
import { newWriterID } from '../model/writer.ts';
import { OPEN_GLOBAL, PAGE_DATA_ID, type PagedOpen, type PrepaintPageData } from './page-data.ts';
import { type KeptAttempt, paintRunningScreen } from './paint.ts';
import { testAddressOf } from './test-path.ts';

const globals = window as unknown as Record<typeof OPEN_GLOBAL, PagedOpen | undefined>;

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

/** The session and the features' slices as the app keeps them (session-store.ts). */
type Persisted = {
  auth?: { activeTestDetails?: TestAddress | null };
  examApp?: KeptAttempt & Partial<TestAddress>;
};

const persisted = (): Persisted => {
  try {
    return JSON.parse(read(PERSIST_KEY) ?? 'null') ?? {};
  } catch {
    return {};
  }
};

const keptAttempt = ({ examApp }: Persisted): KeptAttempt | null =>
  examApp && Array.isArray(examApp.pending) ? examApp : null;

/**
 * Whether this device has reason to think the test is running: it kept the attempt (a reload, a
 * return), or the session says the student has it under way (signed in on this device since it
 * started elsewhere). Only then do the app's files wait for the copy: a test not yet started shows
 * its instructions, which are the app's to draw, and waiting on the open's answer put them a round
 * trip later (issue 29: LCP 2.40 → 2.58 s, medians of 3).
 */
function expectsRunning({ CourseID, TaskID }: TestAddress, { auth, examApp }: Persisted): boolean {
  const same = (test: Partial<TestAddress> | null | undefined) =>
    test?.CourseID === CourseID && test.TaskID === TaskID;
  return (same(examApp) && !!examApp?.TestSessionID) || same(auth?.activeTestDetails);
}

const pageData = (): PrepaintPageData | null => {
  try {
    return JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent ?? 'null');
  } catch {
    return null;
  }
};

/** Once the document's body has been parsed: the answer may come before it has. */
const parsed = () =>
  new Promise<void>((done) =>
    document.readyState === 'loading'
      ? document.addEventListener('DOMContentLoaded', () => done(), { once: true })
      : done(),
  );

/** After the browser has painted a frame with the copy in it. */
const painted = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done)));

/**
 * Opens the attempt at the page's address, for the app to take (OPEN_GLOBAL), and paints the copy
 * when the answer says it is running and the app has not begun drawing. Settles once the copy has
 * painted, or when it will not, or at once when the test is not expected to be running
 * (expectsRunning): what the app's files wait for.
 */
export function startPrepaint(): Promise<void> {
  const address = testAddressOf(location.pathname);
  const token = read(TOKEN_KEY);
  if (!address || !token || isTokenExpired(token)) return Promise.resolve();
  const data = pageData();
  // Read once, as the page arrives: the copy paints only while the app has drawn nothing.
  const stored = persisted();
  const writerID = newWriterID();
  const body: TestOpenRequest = { ...address, writerID };
  const askedAt = performance.now();
  let copy: Promise<TestView | null> = Promise.resolve(null);
  const answer = fetch(buildUrl(testOpen.path, undefined), {
    method: testOpen.method,
    headers: { ...headersFor(token, data?.language ?? 'en'), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).then((response) => {
    // The app reads the answer itself; this page reads a copy of it.
    if (response.ok)
      copy = response
        .clone()
        .json()
        .then((envelope) => envelope?.body ?? null);
    return {
      response,
      times: { sentAt: askedAt, receivedAt: performance.now(), wallReceivedAt: Date.now() },
    };
  });
  // A failure is the app's to handle, when it takes the answer.
  answer.catch(() => undefined);
  globals[OPEN_GLOBAL] = { ...address, writerID, askedAt, answer };
  // The copy is the narrow screen's (a phone's): wider, the app's layout is another.
  if (!data || !matchMedia(NARROW_SCREEN_QUERY).matches) return Promise.resolve();
  const painting = answer
    .then(() => copy)
    .then(async (view) => {
      if (!view) return;
      await parsed();
      // An app already drawing (the answer came late, or the app was not held) draws it itself.
      const root = document.getElementById('root');
      if (!root || root.hasChildNodes()) return;
      const screen = paintRunningScreen(document, view, keptAttempt(stored), data);
      if (!screen) return;
      root.before(screen);
      await painted();
    })
    .catch(() => undefined);
  return expectsRunning(address, stored) ? painting : Promise.resolve();
}
