/**
 * Probe: OTP validation allowed 5 tries per secret and a new secret per minute, about 7,200
 * guesses a day at a 4-digit code. The edge caps OTP guesses per email across secrets, mails per
 * email and address, and registrations per address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createStubBackend } from '../../server/stub/index.ts';
import { serveApp } from '../server/helpers/serve-app.ts';
import { testConfig } from '../server/helpers/test-config.ts';
import { type JsonAnswer, postJson } from './helpers/post-json.ts';

const clock = { now: Date.parse('2026-01-01T00:00:00Z') };
const qaToken = 'edge-rate-limit-qa-token';
let edge: Awaited<ReturnType<typeof serveApp>>;
beforeAll(async () => {
  const now = () => clock.now;
  edge = await serveApp(
    createApp(testConfig({ distDir: '/nonexistent-dist' }), {
      logger: () => {},
      clock: now,
      stubBackend: createStubBackend({ now, log: () => {}, qa: { token: qaToken } }),
    }),
  );
});
afterAll(() => edge.close());

const expectLimited = (answer: JsonAnswer) => {
  expect(answer.status).toBe(429);
  expect(answer.body).toMatchObject({ status: false, code: 'RATE_LIMITED' });
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
};

const forgotPassword = (email: string, from: string) =>
  postJson(edge.port, '/api/user/v1/forgotPassword', { username: email }, { from });
const validateOtp = (secret: string, passcode: string, from: string) =>
  postJson(edge.port, '/api/user/v1/validateEmailOtp', { secret, passcode }, { from });

/** The code mailed last to `email`, from the QA outbox. */
const mailedCode = async (email: string) => {
  const answer = await fetch(`http://127.0.0.1:${edge.port}/api/__stub/outbox?email=${email}`, {
    headers: { 'X-QA-Token': qaToken },
  });
  const { body } = (await answer.json()) as { body: { otp: string }[] };
  return body.at(-1)?.otp ?? '';
};

describe('OTP guesses for one email', () => {
  it('stop after 10 wrong codes in an hour, whichever secrets they came with', async () => {
    const email = 'student@example.com';
    const from = '127.0.10.1';
    let wrong = 0;
    for (let secretNumber = 0; secretNumber < 2; secretNumber++) {
      const mail = await forgotPassword(email, from);
      const secret = String(mail.body.body?.otpSecret);
      const code = await mailedCode(email);
      const guess = code === '0000' ? '1111' : '0000';
      // The stub kills a secret after 5 wrong codes; an attacker just asks for a new one.
      for (let i = 0; i < 5; i++, wrong++) {
        expect((await validateOtp(secret, guess, from)).status).toBe(200);
      }
      clock.now += 61_000;
    }
    expect(wrong).toBe(10);
    const third = await forgotPassword(email, from);
    expectLimited(await validateOtp(String(third.body.body?.otpSecret), '1234', from));
  });

  it('count from any address', async () => {
    const email = 'student2@example.com';
    const mail = await forgotPassword(email, '127.0.11.1');
    const secret = String(mail.body.body?.otpSecret);
    const guess = (await mailedCode(email)) === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) await validateOtp(secret, guess, `127.0.11.${10 + i}`);
    clock.now += 61_000;
    const next = await forgotPassword(email, '127.0.11.1');
    const nextSecret = String(next.body.body?.otpSecret);
    for (let i = 0; i < 5; i++) await validateOtp(nextSecret, guess, `127.0.11.${20 + i}`);
    clock.now += 61_000;
    const last = await forgotPassword(email, '127.0.11.1');
    expectLimited(await validateOtp(String(last.body.body?.otpSecret), guess, '127.0.11.99'));
  });

  it('leave the right code working for a user who did not guess', async () => {
    const email = 'recruiter@example.com';
    const mail = await forgotPassword(email, '127.0.12.1');
    const answer = await validateOtp(
      String(mail.body.body?.otpSecret),
      await mailedCode(email),
      '127.0.12.1',
    );
    expect(answer).toMatchObject({ status: 200, body: { status: true } });
  });
});

describe('OTP guesses from one address', () => {
  it('stop after 30 wrong codes in an hour', async () => {
    const from = '127.0.13.1';
    for (let i = 0; i < 30; i++) {
      expect((await validateOtp(`unknown-secret-${i}`, '0000', from)).status).toBe(200);
    }
    expectLimited(await validateOtp('unknown-secret-last', '0000', from));
  });
});

describe('forgotPassword', () => {
  it('mails one email at most 5 times an hour', async () => {
    const email = 'member@example.com';
    for (let i = 0; i < 5; i++) {
      expect((await forgotPassword(email, `127.0.14.${i + 1}`)).status).toBe(200);
      clock.now += 61_000;
    }
    expectLimited(await forgotPassword(email, '127.0.14.99'));
  });

  it('takes at most 30 requests an hour from one address', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await forgotPassword(`nobody${i}@example.com`, '127.0.15.1')).status).toBe(200);
    }
    expectLimited(await forgotPassword('nobody-last@example.com', '127.0.15.1'));
  });
});

describe('register', () => {
  it('takes at most 100 attempts an hour from one address', async () => {
    for (let i = 0; i < 100; i++) {
      const answer = await postJson(edge.port, '/api/user/v1/register', {}, { from: '127.0.16.1' });
      expect(answer.status).toBe(400);
    }
    expectLimited(await postJson(edge.port, '/api/user/v1/register', {}, { from: '127.0.16.1' }));
    expect(
      (await postJson(edge.port, '/api/user/v1/register', {}, { from: '127.0.16.2' })).status,
    ).toBe(400);
  });
});
