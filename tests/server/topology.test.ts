/**
 * The QA stack's shape over real sockets: an app instance proxying /api to a second instance that
 * runs as the stub backend alone, exactly as it would proxy to the real backend.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { qaToken } from '../../server/stub/test-support/stub.ts';
import { createFakeDist } from './helpers/fake-dist.ts';
import { serveApp } from './helpers/serve-app.ts';
import { collectingLogger, testConfig } from './helpers/test-config.ts';

const quiet = () => ({ logger: collectingLogger().logger });
const device = { name: 'Chrome', version: '156', layout: 'desktop', os: 'Linux', isMobile: false };

let backend: Awaited<ReturnType<typeof serveApp>>;
let app: Awaited<ReturnType<typeof serveApp>>;
let dist: ReturnType<typeof createFakeDist>;

beforeAll(async () => {
  dist = createFakeDist();
  backend = await serveApp(
    createApp(
      testConfig({
        mode: 'stub-backend',
        stubBackend: true,
        stubQa: { token: qaToken, generated: false },
      }),
      quiet(),
    ),
  );
  app = await serveApp(
    createApp(
      testConfig({
        backendUrl: `http://127.0.0.1:${backend.port}`,
        stubBackend: false,
        distDir: dist.root,
      }),
      quiet(),
    ),
  );
});
afterAll(async () => {
  await app.close();
  await backend.close();
  dist.cleanup();
});

const viaApp = (path: string, init: RequestInit = {}) =>
  fetch(`http://127.0.0.1:${app.port}/api${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });

const signIn = async (username: string) => {
  const answer = await viaApp('/user/v1/login', {
    method: 'POST',
    headers: { Authorization: '' },
    body: JSON.stringify({ username, password: 'Demo@1234', deviceInfo: device }),
  });
  return (await answer.json()) as {
    status: boolean;
    body: { token: string; UserSessionID: string };
  };
};

describe('an app instance in front of a stub-backend instance', () => {
  it('serves the stub backend at its root paths, without the SPA', async () => {
    const states = await fetch(`http://127.0.0.1:${backend.port}/Common/v1/state`);
    expect(states.status).toBe(200);
    expect(((await states.json()) as { body: unknown[] }).body).toHaveLength(36);
    const page = await fetch(`http://127.0.0.1:${backend.port}/login`);
    expect(page.status).toBe(404);
    expect(await page.json()).toEqual({
      status: false,
      code: 'NOT_FOUND',
      message: 'Not found',
      body: {},
    });
  });

  it('signs a student in through the proxy and reads the active test with the token', async () => {
    const login = await signIn('student@example.com');
    expect(login.status).toBe(true);
    const notification = await viaApp('/common/v1/notification', {
      headers: { Authorization: `Bearer ${login.body.token}` },
    });
    expect(notification.headers.get('cache-control')).toBe('no-store');
    const { body } = (await notification.json()) as { body: { activeTestDetails: unknown } };
    expect(body.activeTestDetails).toMatchObject({ isShown: true });
  });

  it('passes the backend 400 naming the field straight through', async () => {
    const answer = await viaApp('/user/v1/forgotPassword', {
      method: 'POST',
      body: JSON.stringify({ username: 'not-an-email' }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      status: false,
      body: { errors: [{ field: '/username' }] },
    });
  });

  it('revokes the session on logout, after which the token gets 401', async () => {
    const login = await signIn('recruiter@example.com');
    const auth = { Authorization: `Bearer ${login.body.token}` };
    const logout = await viaApp('/user/v1/logout', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ UserSessionID: login.body.UserSessionID }),
    });
    expect(((await logout.json()) as { status: boolean }).status).toBe(true);
    const after = await viaApp('/user/v1/getUserInfo', { headers: auth });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({
      status: false,
      code: 'UNAUTHORIZED',
      message: 'Invalid access token detected',
      body: {},
    });
  });

  it("reaches the backend's QA surface through the proxy", async () => {
    await viaApp('/user/v1/forgotPassword', {
      method: 'POST',
      body: JSON.stringify({ username: 'student2@example.com' }),
    });
    const outbox = await viaApp('/__stub/outbox?email=student2%40example.com', {
      headers: { 'X-QA-Token': qaToken },
    });
    const { body } = (await outbox.json()) as { body: { otp: string }[] };
    expect(body.at(-1)?.otp).toMatch(/^\d{4}$/);
  });
});
