import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error.ts';
import { EARLY_ANSWER_MS } from '../../../shared/api/early-requests.ts';
import { signIn, signOut, state } from '../../../shared/session/session-store.ts';
import { recruiterUser, tokenExpiringAt } from '../../../test/session.ts';
import { type StubBackendFixture, startStubBackend } from '../../../test/stub-backend.ts';
import { openAttempt } from './open-attempt.ts';
import { earlyWriterID, openTestEarly, takeEarlyOpen } from './open-test-early.ts';

const student = 'student@example.com';
const test = { CourseID: 1, TaskID: 101 };

let backend: StubBackendFixture;

beforeEach(async () => {
  backend = startStubBackend();
  await backend.signInAs(student);
  backend.calls.length = 0;
});

afterEach(() => {
  // Whatever a test left unopened is nobody's in the next.
  const writerID = earlyWriterID(test);
  if (writerID) takeEarlyOpen({ ...test, writerID });
  vi.restoreAllMocks();
  signOut();
});

const opens = () => backend.calls.filter(({ path }) => path === '/test/v1/open');

describe('the attempt opened as the app starts (issue 29)', () => {
  it('sends the open at once, as a writer of its own that the screen then writes as', async () => {
    openTestEarly(test);
    const writerID = earlyWriterID(test);
    expect(writerID).toMatch(/^[0-9a-f-]{36}$/);
    await vi.waitFor(() => expect(opens()).toHaveLength(1));
    expect(opens()[0]?.body).toEqual({ ...test, writerID });
    expect(opens()[0]?.headers).toMatchObject({
      authorization: `Bearer ${state.auth.token}`,
      'accept-language': 'en',
      'x-client-version': '2.1.18',
      'content-type': 'application/json',
    });
    // Another test's screen writes as a writer of its own.
    expect(earlyWriterID({ CourseID: 1, TaskID: 102 })).toBeUndefined();
  });

  it("answers the screen's open with it, timed by its own round trip, and only once", async () => {
    const before = performance.now();
    openTestEarly(test);
    const writerID = earlyWriterID(test) ?? '';
    await vi.waitFor(() => expect(opens()[0]?.answer).toBeDefined());
    const arrived = performance.now();
    // The screen asks a while after the answer came: the countdown counts from its arrival.
    await new Promise((resolve) => setTimeout(resolve, 30));
    const [answer, times] = await openAttempt({ ...test, writerID });
    expect(answer.body.task.TaskID).toBe(101);
    expect(opens()).toHaveLength(1);
    expect(times.sentAt).toBeGreaterThanOrEqual(before);
    expect(times.receivedAt).toBeLessThanOrEqual(arrived);
    // Taken: the writer is the screen's own now, and its next open goes to the network.
    expect(earlyWriterID(test)).toBeUndefined();
    await openAttempt({ ...test, writerID });
    expect(opens().map(({ body }) => body)).toEqual([
      { ...test, writerID },
      { ...test, writerID },
    ]);
  });

  it('gives its answer to no other writer, and none left past its time', async () => {
    openTestEarly(test);
    const writerID = earlyWriterID(test) ?? '';
    await openAttempt({ ...test, writerID: 'another-page' });
    expect(opens().map(({ body }) => body)).toEqual([
      { ...test, writerID },
      { ...test, writerID: 'another-page' },
    ]);
    const startedAt = performance.now();
    openTestEarly(test);
    const late = earlyWriterID(test) ?? '';
    vi.spyOn(performance, 'now').mockReturnValue(startedAt + EARLY_ANSWER_MS + 1);
    await openAttempt({ ...test, writerID: late });
    expect(opens()).toHaveLength(4);
  });

  it("says the server's refusal as the client does", async () => {
    const missing = { CourseID: 1, TaskID: 999 };
    openTestEarly(missing);
    const writerID = earlyWriterID(missing) ?? '';
    const refused = await openAttempt({ ...missing, writerID }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ kind: 'refusal', code: 'TEST_NOT_ASSIGNED' });
    expect(opens()).toHaveLength(1);
  });

  it('asks again when the early open met no network, as the screen would have', async () => {
    backend.failNext({ network: 'down' });
    openTestEarly(test);
    const writerID = earlyWriterID(test) ?? '';
    const [answer] = await openAttempt({ ...test, writerID });
    expect(answer.body.task.TaskID).toBe(101);
    // The first never reached the server; the second, as the same writer, did.
    expect(opens().map(({ body, answer }) => [body, answer?.status])).toEqual([
      [{ ...test, writerID }, undefined],
      [{ ...test, writerID }, 200],
    ]);
  });

  it('sends nothing without a session, with a stale token, or for an address naming no test', async () => {
    openTestEarly({ CourseID: Number.NaN, TaskID: 101 });
    signOut();
    openTestEarly(test);
    signIn({ token: tokenExpiringAt(1), user: recruiterUser, activeTestDetails: null });
    openTestEarly(test);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(opens()).toEqual([]);
    expect(earlyWriterID(test)).toBeUndefined();
  });
});
