import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as examRoutes from '#openapi/routes/exam.gen.ts';
import * as jobRoutes from '#openapi/routes/jobs.gen.ts';
import * as userRoutes from '#openapi/routes/user.gen.ts';
import { getTestTasks } from '../../features/exam/api/get-test-tasks.ts';
import { recruiterUser, tokenExpiringAt } from '../../test/session.ts';
import { type StubBackendFixture, startStubBackend } from '../../test/stub-backend.ts';
import { captureToasts, type ShownToast } from '../../test/toasts.ts';
import { onSessionExpired } from '../session/session-expiry.ts';
import { signIn, signOut, state } from '../session/session-store.ts';
import { callApi } from './api-client.ts';
import { EARLY_ANSWER_MS, requestEarly } from './early-requests.ts';

const student = 'student@example.com';

let backend: StubBackendFixture;
let toasts: ShownToast[];
const goneToLogin = vi.fn();

beforeEach(() => {
  backend = startStubBackend();
  toasts = captureToasts();
  goneToLogin.mockReset();
  onSessionExpired(goneToLogin);
});

afterEach(() => {
  vi.useRealTimers();
  signOut();
});

const sent = () => backend.calls.map(({ method, path }) => `${method} ${path}`);

describe('requests sent as the app starts, answered to the client (issue 13)', () => {
  it('sends the request at once, with the D3 headers, and the client takes its answer', async () => {
    await backend.signInAs(student);
    backend.calls.length = 0;
    requestEarly(examRoutes.testTasks);
    await vi.waitFor(() => expect(sent()).toEqual(['GET /test/v1/tasks']));
    expect(backend.calls[0]?.headers).toMatchObject({
      authorization: `Bearer ${state.auth.token}`,
      'accept-language': 'en',
      'x-client-version': '2.1.18',
    });
    const answer = await getTestTasks();
    expect(answer.status).toBe(true);
    expect(answer.body.length).toBeGreaterThan(0);
    // The page's ask was answered by the early request: nothing more went out.
    expect(sent()).toEqual(['GET /test/v1/tasks']);
  });

  it('answers one ask only: the next goes to the network', async () => {
    await backend.signInAs(student);
    backend.calls.length = 0;
    requestEarly(examRoutes.testTasks);
    await getTestTasks();
    await getTestTasks();
    expect(sent()).toEqual(['GET /test/v1/tasks', 'GET /test/v1/tasks']);
  });

  it('answers only the same URL: another query is asked of the network', async () => {
    await backend.signInAs(student);
    backend.calls.length = 0;
    requestEarly(jobRoutes.studentJobs, { eligibility: 'eligible', sort: 'deadline' });
    await callApi(jobRoutes.studentJobs, { query: { eligibility: 'eligible', sort: 'deadline' } });
    await callApi(jobRoutes.studentJobs, {
      query: { eligibility: 'notEligible', sort: 'deadline' },
    });
    expect(backend.calls.map(({ query }) => query.eligibility)).toEqual([
      'eligible',
      'notEligible',
    ]);
  });

  it('hands an answer kept past its time to nobody', async () => {
    await backend.signInAs(student);
    backend.calls.length = 0;
    const startedAt = performance.now();
    requestEarly(examRoutes.testTasks);
    vi.spyOn(performance, 'now').mockReturnValue(startedAt + EARLY_ANSWER_MS + 1);
    await getTestTasks();
    expect(sent()).toEqual(['GET /test/v1/tasks', 'GET /test/v1/tasks']);
  });

  it('sends nothing without a session, with a stale token, or for a POST', async () => {
    requestEarly(userRoutes.getUserInfo);
    signIn({ token: tokenExpiringAt(1), user: recruiterUser, activeTestDetails: null });
    requestEarly(userRoutes.getUserInfo);
    signOut();
    await backend.signInAs(student);
    backend.calls.length = 0;
    requestEarly(userRoutes.logout);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent()).toEqual([]);
  });

  it('a 401 to the early request ends the session when the client reads it (D8)', async () => {
    await backend.signInAs(student);
    // The stub starts afresh: the session is gone, so its token gets the stub's 401.
    backend.reset();
    requestEarly(userRoutes.getUserInfo);
    await expect(callApi(userRoutes.getUserInfo)).rejects.toThrow('access_token expired');
    expect(backend.calls.map(({ answer }) => answer?.status)).toEqual([401]);
    expect(toasts).toEqual([{ variant: 'error', text: 'access_token expired' }]);
    expect(state.auth.token).toBeNull();
    expect(goneToLogin).toHaveBeenCalledOnce();
  });
});
