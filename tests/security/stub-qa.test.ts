/**
 * The probe's account takeover: forgotPassword → read the OTP from /__stub/outbox → validate →
 * reset → sign in as anyone. The QA surface is off unless STUB_QA=on, and then needs X-QA-Token.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { StubOps } from '#openapi/operations/stub.ts';
import { createApp } from '../../server/app.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { serveApp } from '../server/helpers/serve-app.ts';
import { testConfig } from '../server/helpers/test-config.ts';

const quiet = { logger: () => {} };
const device = { name: 'Chrome', isMobile: false };
const victim = 'student2@example.com';
const qaToken = 'qa-token-for-the-security-suite';

type Send = (path: string, init?: RequestInit) => Response | Promise<Response>;

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** The probe's attack, step by step; answers the status of each QA call and whether it signed in. */
async function takeOver(send: Send, headers: Record<string, string> = {}) {
  const sent = await (await send('/user/v1/forgotPassword', json({ username: victim }))).json();
  const outbox = await send(`/__stub/outbox?email=${encodeURIComponent(victim)}`, { headers });
  if (!outbox.ok) return { outbox: outbox.status, signedIn: false };
  const otp = ((await outbox.json()) as { body: { otp: string }[] }).body.at(-1)?.otp ?? '';
  const validated = await (
    await send('/user/v1/validateEmailOtp', json({ passcode: otp, secret: sent.body.otpSecret }))
  ).json();
  await send(
    '/user/v1/resetPassword',
    json({ password: 'Taken0verPass', secret: validated.body?.secret }),
  );
  const login = await (
    await send(
      '/user/v1/login',
      json({ username: victim, password: 'Taken0verPass', deviceInfo: device }),
    )
  ).json();
  return { outbox: outbox.status, signedIn: login.status === true };
}

/** A valid body of each QA operation that takes one. */
const qaBodies: Record<string, unknown> = {
  stubAssignTest: { email: victim, CourseID: 1, TaskName: 'QA', TotalDuration: 60 },
  stubClock: { advanceSeconds: 1 },
};

/** Every QA operation as a request, with a valid query or body. */
const qaCalls = Object.values(StubOps).map((op) => {
  const path = 'query' in op ? `${op.path}?email=student%40example.com` : op.path;
  const body = 'body' in op ? JSON.stringify(qaBodies[op.operationId]) : undefined;
  return { id: op.operationId, method: op.method.toUpperCase(), path, body };
});

const viaApp =
  (app: ReturnType<typeof createApp>): Send =>
  (path, init) =>
    app.request(`/api${path}`, init);

describe('the QA surface when STUB_QA is not on', () => {
  it('answers every /__stub route 404 with NODE_ENV=production and STUB_BACKEND=on', async () => {
    const config = loadConfig({ NODE_ENV: 'production', STUB_BACKEND: 'on', DIST_DIR: '/none' });
    const send = viaApp(createApp(config, quiet));
    for (const call of qaCalls) {
      const answer = await send(call.path, {
        method: call.method,
        headers: { 'Content-Type': 'application/json', 'X-QA-Token': qaToken },
        body: call.body,
      });
      expect(answer.status, call.id).toBe(404);
      expect(await answer.json()).toMatchObject({ status: false, code: 'NOT_FOUND' });
    }
    expect(await takeOver(send)).toEqual({ outbox: 404, signedIn: false });
  });

  it('is off by default in development too, and in SERVER_MODE=stub-backend', async () => {
    for (const env of [{}, { SERVER_MODE: 'stub-backend' }]) {
      const app = createApp(loadConfig({ ...env, DIST_DIR: '/none' }), quiet);
      const prefix = 'SERVER_MODE' in env ? '' : '/api';
      const answer = await app.request(`${prefix}/__stub/outbox?email=student%40example.com`);
      expect(answer.status).toBe(404);
    }
  });
});

describe('the QA surface with STUB_QA=on', () => {
  const app = createApp(
    testConfig({ distDir: '/none', stubQa: { token: qaToken, generated: false } }),
    quiet,
  );
  const send = viaApp(app);

  it('answers 401 UNAUTHORIZED to every QA route without the token, with a wrong or a short one', async () => {
    const wrong: Record<string, string>[] = [
      {},
      { 'X-QA-Token': `${qaToken}x` },
      { 'X-QA-Token': 'x' },
    ];
    for (const headers of wrong) {
      for (const call of qaCalls) {
        const answer = await send(call.path, {
          method: call.method,
          headers: { 'Content-Type': 'application/json', ...headers },
          body: call.body,
        });
        expect(answer.status, call.id).toBe(401);
        expect(await answer.json()).toMatchObject({
          status: false,
          code: 'UNAUTHORIZED',
          message: expect.stringContaining('X-QA-Token'),
        });
      }
    }
    expect(await takeOver(send)).toEqual({ outbox: 401, signedIn: false });
  });

  it('does not take a session token in place of the QA token', async () => {
    const login = await (
      await send(
        '/user/v1/login',
        json({ username: 'student@example.com', password: 'Demo@1234', deviceInfo: device }),
      )
    ).json();
    const answer = await send('/__stub/attempts?email=student%40example.com', {
      headers: { Authorization: `Bearer ${login.body.token}`, 'X-QA-Token': login.body.token },
    });
    expect(answer.status).toBe(401);
  });

  it('answers the QA routes with the token', async () => {
    for (const call of qaCalls) {
      const answer = await send(call.path, {
        method: call.method,
        headers: { 'Content-Type': 'application/json', 'X-QA-Token': qaToken },
        body: call.body,
      });
      expect(answer.status, call.id).toBe(200);
    }
    expect(await takeOver(send, { 'X-QA-Token': qaToken })).toEqual({
      outbox: 200,
      signedIn: true,
    });
  });
});

describe('the QA surface behind the proxy (the compose QA stack)', () => {
  const servers: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  const stack = async (stubQa: { token: string; generated: boolean } | false) => {
    const backend = await serveApp(
      createApp(testConfig({ mode: 'stub-backend', stubBackend: true, stubQa }), quiet),
    );
    const app = await serveApp(
      createApp(
        testConfig({
          backendUrl: `http://127.0.0.1:${backend.port}`,
          stubBackend: false,
          distDir: '/none',
        }),
        quiet,
      ),
    );
    servers.push(app, backend);
    const send: Send = (path, init) => fetch(`http://127.0.0.1:${app.port}/api${path}`, init);
    return send;
  };

  it('answers 404 when the backend runs without STUB_QA', async () => {
    expect(await takeOver(await stack(false))).toEqual({ outbox: 404, signedIn: false });
  });

  it('needs the token, which the proxy forwards', async () => {
    const send = await stack({ token: qaToken, generated: false });
    expect(await takeOver(send)).toEqual({ outbox: 401, signedIn: false });
    const reset = await send('/__stub/reset', {
      method: 'POST',
      headers: { 'X-QA-Token': qaToken },
    });
    expect(reset.status).toBe(200);
  });
});

describe('STUB_QA configuration', () => {
  it('is off unless asked for', () => {
    expect(loadConfig({}).stubQa).toBe(false);
    expect(loadConfig({ STUB_QA: 'off' }).stubQa).toBe(false);
  });

  it('takes STUB_QA_TOKEN, or generates a random one in development', () => {
    expect(loadConfig({ STUB_QA: 'on', STUB_QA_TOKEN: qaToken }).stubQa).toEqual({
      token: qaToken,
      generated: false,
    });
    const [first, second] = [1, 2].map(() => loadConfig({ STUB_QA: 'on' }).stubQa);
    expect(first).toMatchObject({ generated: true, token: expect.stringMatching(/^.{32,}$/) });
    expect(first).not.toEqual(second);
  });

  it('refuses a short STUB_QA_TOKEN', () => {
    expect(() => loadConfig({ STUB_QA: 'on', STUB_QA_TOKEN: 'short' })).toThrow(/STUB_QA_TOKEN/);
  });

  it('refuses STUB_QA=on in production unless STUB_QA_ALLOW_PRODUCTION=yes', () => {
    const production = { NODE_ENV: 'production', STUB_BACKEND: 'on', STUB_QA: 'on' };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/STUB_QA/);
    expect(
      loadConfig({ ...production, STUB_QA_TOKEN: qaToken, STUB_QA_ALLOW_PRODUCTION: 'yes' }).stubQa,
    ).toEqual({ token: qaToken, generated: false });
  });

  it('refuses STUB_QA=on without the stub backend', () => {
    expect(() =>
      loadConfig({ STUB_QA: 'on', BACKEND_URL: 'https://backend.example.in/api' }),
    ).toThrow(/STUB_QA/);
  });
});
