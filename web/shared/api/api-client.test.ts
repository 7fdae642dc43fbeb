import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenExpiringAt } from '../../test/jwt.ts';
import { recruiterUser } from '../../test/session-user.ts';
import { onSessionExpired } from '../session/session-expiry.ts';
import { signIn, signOut, state } from '../session/session-store.ts';
import { connectToasts } from '../ui/toast.ts';
import { apiRequest } from './api-client.ts';

const user = recruiterUser;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

function answer(status: number, body: unknown) {
  return vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
}

function sentHeaders(fetchMock: ReturnType<typeof vi.fn>): Headers {
  const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
  return new Headers(init.headers);
}

const toasts: string[] = [];
const goneToLogin = vi.fn();

beforeEach(() => {
  toasts.length = 0;
  goneToLogin.mockReset();
  onSessionExpired(goneToLogin);
  connectToasts({
    error: ({ title }: { title: string }) => toasts.push(String(title)),
  } as never);
});

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('apiRequest headers (D3)', () => {
  it('sends the bearer token, language, client version and JSON', async () => {
    signIn({ token: tokenExpiringAt(inAnHour()), user, activeTestDetails: null });
    const fetchMock = answer(200, { status: true, message: '', body: {} });
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('user/v1/logout', { method: 'POST', body: { UserSessionID: 's-1' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/v1/logout');
    const headers = sentHeaders(fetchMock);
    expect(headers.get('Authorization')).toBe(`Bearer ${state.auth.token}`);
    expect(headers.get('Accept-Language')).toBe('en');
    expect(headers.get('X-Client-Version')).toBe('2.1.18');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends an empty Authorization header on login even with a stored token', async () => {
    signIn({ token: tokenExpiringAt(inAnHour()), user, activeTestDetails: null });
    const fetchMock = answer(200, { status: true, message: '', body: {} });
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('user/v1/login', { method: 'POST', body: {}, anonymous: true });
    expect(sentHeaders(fetchMock).get('Authorization')).toBe('');
  });

  it('puts the query in the URL', async () => {
    const fetchMock = answer(200, { status: true, message: '', body: [] });
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('Common/v1/section', { query: { instituteID: 2, classID: 3 } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/Common/v1/section?instituteID=2&classID=3');
  });
});

describe('apiRequest envelope', () => {
  it('resolves with the envelope when status is true', async () => {
    vi.stubGlobal('fetch', answer(200, { status: true, message: 'ok', body: { otpSecret: 'x' } }));
    await expect(apiRequest('user/v1/forgotPassword')).resolves.toEqual({
      status: true,
      message: 'ok',
      body: { otpSecret: 'x' },
    });
  });

  it("rejects with the server's message when status is false", async () => {
    vi.stubGlobal('fetch', answer(200, { status: false, message: 'Check your password' }));
    await expect(apiRequest('user/v1/login', { anonymous: true })).rejects.toMatchObject({
      message: 'Check your password',
      serverMessage: 'Check your password',
    });
  });

  it("rejects with the server's message on a 400 envelope", async () => {
    vi.stubGlobal('fetch', answer(400, { status: false, message: 'username: must be an email' }));
    await expect(apiRequest('user/v1/login')).rejects.toThrow('username: must be an email');
  });

  it("says 'Oops something went wrong' when the network fails", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('user/v1/login')).rejects.toThrow('Oops something went wrong');
  });

  it("says 'Oops something went wrong' when the answer is not an envelope", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })),
    );
    await expect(apiRequest('user/v1/login')).rejects.toThrow('Oops something went wrong');
  });
});

describe('apiRequest and an expired session (D8)', () => {
  it('does not send a request with an expired token, and signs out to /login', async () => {
    signIn({ token: tokenExpiringAt(1), user, activeTestDetails: null });
    const fetchMock = answer(200, { status: true, message: '', body: {} });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('common/v1/notification')).rejects.toThrow('access_token expired');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toasts).toEqual(['access_token expired']);
    expect(state.auth.token).toBeNull();
    expect(goneToLogin).toHaveBeenCalledOnce();
  });

  it('treats a 401 to a request that carried a token as expiry', async () => {
    signIn({ token: tokenExpiringAt(inAnHour()), user, activeTestDetails: null });
    vi.stubGlobal(
      'fetch',
      answer(401, { status: false, message: 'Invalid access token detected' }),
    );
    await expect(apiRequest('common/v1/notification')).rejects.toThrow('access_token expired');
    expect(toasts).toEqual(['access_token expired']);
    expect(state.auth.user).toBeNull();
    expect(localStorage.getItem('user_token')).toBeNull();
    expect(goneToLogin).toHaveBeenCalledOnce();
  });

  it('says "access_token expired" once when requests sent together all come back 401', async () => {
    signIn({ token: tokenExpiringAt(inAnHour()), user, activeTestDetails: null });
    vi.stubGlobal(
      'fetch',
      answer(401, { status: false, message: 'Invalid access token detected' }),
    );
    const results = await Promise.allSettled([
      apiRequest('user/v1/getUserInfo'),
      apiRequest('common/v1/notification'),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(toasts).toEqual(['access_token expired']);
    expect(state.auth.token).toBeNull();
  });

  it('leaves a 401 on an anonymous call to the caller', async () => {
    vi.stubGlobal(
      'fetch',
      answer(401, { status: false, message: 'Invalid access token detected' }),
    );
    await expect(apiRequest('user/v1/login', { anonymous: true })).rejects.toThrow(
      'Invalid access token detected',
    );
    expect(goneToLogin).not.toHaveBeenCalled();
  });
});
