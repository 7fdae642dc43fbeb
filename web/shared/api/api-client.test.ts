import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resultsCsvColumns } from '#openapi/operations/results.ts';
import { UserMessages } from '#openapi/operations/user.ts';
import * as resultRoutes from '#openapi/routes/results.gen.ts';
import * as userRoutes from '#openapi/routes/user.gen.ts';
import { recruiterUser, tokenExpiringAt } from '../../test/session.ts';
import { type StubBackendFixture, startStubBackend } from '../../test/stub-backend.ts';
import { captureToasts, type ShownToast } from '../../test/toasts.ts';
import { onSessionExpired } from '../session/session-expiry.ts';
import { signIn, signOut, state } from '../session/session-store.ts';
import { apiRequest, callApi } from './api-client.ts';
import { downloadApi } from './download-api.ts';

const recruiter = 'recruiter@example.com';
const loginRequest = (password: string) => ({
  username: recruiter,
  password,
  deviceInfo: { isMobile: false },
});

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
  signOut();
});

describe('apiRequest headers (D3)', () => {
  it('sends the bearer token, language, client version and JSON', async () => {
    const { UserSessionID } = await backend.signInAs(recruiter);
    await apiRequest('user/v1/logout', { method: 'POST', body: { UserSessionID } });
    expect(backend.calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /user/v1/logout',
    ]);
    expect(backend.calls[0]?.headers).toMatchObject({
      authorization: `Bearer ${state.auth.token}`,
      'accept-language': 'en',
      'x-client-version': '2.1.18',
      'content-type': 'application/json',
    });
  });

  it('sends an empty Authorization header on login even with a stored token', async () => {
    await backend.signInAs(recruiter);
    await apiRequest('user/v1/login', {
      method: 'POST',
      body: loginRequest('Demo@1234'),
      anonymous: true,
    });
    expect(backend.calls[0]?.headers.authorization).toBe('');
  });

  it('puts the query in the URL', async () => {
    await apiRequest('Common/v1/section', { query: { instituteID: 2, classID: 3 } });
    expect(backend.calls[0]).toMatchObject({
      path: '/Common/v1/section',
      query: { instituteID: '2', classID: '3' },
    });
  });
});

describe('apiRequest envelope', () => {
  it('resolves with the envelope when status is true', async () => {
    await expect(
      apiRequest('user/v1/forgotPassword', { method: 'POST', body: { username: recruiter } }),
    ).resolves.toEqual({
      status: true,
      message: UserMessages.otpSent,
      body: { otpSecret: expect.any(String) },
    });
  });

  it("rejects with the server's message when status is false", async () => {
    const login = apiRequest('user/v1/login', {
      method: 'POST',
      body: loginRequest('wrong-one'),
      anonymous: true,
    });
    await expect(login).rejects.toMatchObject({
      message: 'Invalid user or password',
      serverMessage: 'Invalid user or password',
      code: 'INVALID_LOGIN',
    });
  });

  it("rejects with the server's message on a 400 envelope", async () => {
    const login = apiRequest('user/v1/login', {
      method: 'POST',
      body: { ...loginRequest('Demo@1234'), username: 'priya@' },
      anonymous: true,
    });
    await expect(login).rejects.toThrow('/username: must be a valid email address');
    expect(backend.calls[0]?.answer?.status).toBe(400);
  });

  it("says 'Oops something went wrong' when the network fails", async () => {
    backend.failNext({ network: 'down' });
    await expect(apiRequest('user/v1/login')).rejects.toThrow('Oops something went wrong');
  });

  it("says 'Oops something went wrong' when the answer is not an envelope", async () => {
    // A proxy's page in place of the server's answer: the stub never gives one.
    backend.failNext({ status: 502, body: '<html>bad gateway</html>' });
    await expect(apiRequest('user/v1/login')).rejects.toThrow('Oops something went wrong');
  });
});

describe('what kind of failure a call is: the SPA decides by kind and code, never by words', () => {
  const loginWith = (password: string, username = recruiter) =>
    callApi(userRoutes.login, { body: { ...loginRequest(password), username }, anonymous: true });

  it('calls the server saying no a refusal, with the contract code', async () => {
    await expect(loginWith('wrong-one')).rejects.toMatchObject({
      kind: 'refusal',
      status: 200,
      code: 'INVALID_LOGIN',
    });
  });

  it('calls invalid input an HTTP failure with the INVALID_INPUT code', async () => {
    await expect(loginWith('Demo@1234', 'priya@')).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      code: 'INVALID_INPUT',
    });
  });

  it('carries the fields a 400 names, in the server words', async () => {
    await expect(loginWith('Demo@1234', 'priya@')).rejects.toMatchObject({
      fieldErrors: [{ field: '/username', message: 'must be a valid email address' }],
    });
  });

  it('calls a lost network a network failure, and the edge giving up a timeout', async () => {
    backend.failNext({ network: 'down' });
    await expect(loginWith('Demo@1234')).rejects.toMatchObject({ kind: 'network', status: 0 });
    backend.failNext({
      status: 504,
      body: {
        status: false,
        code: 'BACKEND_TIMEOUT',
        message: 'The backend did not answer in time',
      },
    });
    await expect(loginWith('Demo@1234')).rejects.toMatchObject({
      kind: 'timeout',
      code: 'BACKEND_TIMEOUT',
    });
  });

  it('sends the operation by its route and resolves with the typed answer', async () => {
    const answer = await loginWith('Demo@1234');
    expect(answer.body.email).toBe(recruiter);
    expect(backend.calls[0]).toMatchObject({ method: 'POST', path: '/user/v1/login' });
  });
});

describe('apiRequest and an expired session (D8)', () => {
  it('does not send a request with an expired token, and signs out to /login', async () => {
    signIn({ token: tokenExpiringAt(1), user: recruiterUser, activeTestDetails: null });
    await expect(apiRequest('common/v1/notification')).rejects.toThrow('access_token expired');
    expect(backend.calls).toEqual([]);
    expect(toasts).toEqual([{ variant: 'error', text: 'access_token expired' }]);
    expect(state.auth.token).toBeNull();
    expect(goneToLogin).toHaveBeenCalledOnce();
  });

  it('treats a 401 to a request that carried a token as expiry', async () => {
    await backend.signInAs(recruiter);
    // The stub starts afresh: the session is gone, so its token gets the stub's 401.
    backend.reset();
    await expect(apiRequest('common/v1/notification')).rejects.toThrow('access_token expired');
    expect(backend.calls[0]?.answer?.status).toBe(401);
    expect(toasts).toEqual([{ variant: 'error', text: 'access_token expired' }]);
    expect(state.auth.user).toBeNull();
    expect(localStorage.getItem('user_token')).toBeNull();
    expect(goneToLogin).toHaveBeenCalledOnce();
  });

  it('says "access_token expired" once when requests sent together all come back 401', async () => {
    await backend.signInAs(recruiter);
    backend.reset();
    const results = await Promise.allSettled([
      apiRequest('user/v1/getUserInfo'),
      apiRequest('common/v1/notification'),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(backend.calls.map(({ answer }) => answer?.status)).toEqual([401, 401]);
    expect(toasts).toEqual([{ variant: 'error', text: 'access_token expired' }]);
    expect(state.auth.token).toBeNull();
  });

  it('leaves a 401 on an anonymous call to the caller', async () => {
    await backend.signInAs(recruiter);
    await expect(apiRequest('common/v1/notification', { anonymous: true })).rejects.toThrow(
      'Invalid access token detected',
    );
    expect(goneToLogin).not.toHaveBeenCalled();
  });
});

describe('downloadApi: the raw mode for a file (D24 results CSV)', () => {
  it('resolves with the file, asked with the session’s headers', async () => {
    await backend.signInAs(recruiter);
    const file = await downloadApi(resultRoutes.resultsExportCsv, { query: { JobID: 1 } });
    expect(file.type).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3)).split('\r\n')[0]).toBe(
      resultsCsvColumns.join(','),
    );
    expect(backend.calls[0]).toMatchObject({
      method: 'GET',
      path: '/results/v1/exportCsv',
      headers: { authorization: `Bearer ${state.auth.token}`, 'x-client-version': '2.1.18' },
    });
  });

  it('rejects a refusal with its code, as callApi does', async () => {
    await backend.signInAs('student@example.com');
    const refused = downloadApi(resultRoutes.resultsExportCsv, { query: {} });
    await expect(refused).rejects.toMatchObject({ kind: 'refusal', code: 'ROLE_NOT_ALLOWED' });
  });
});
