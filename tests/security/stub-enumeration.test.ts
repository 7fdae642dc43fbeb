/**
 * The probe told registered emails from free ones by time: registration refused an email in use
 * in 2 ms, before hashing, and took 45 ms for a free one. Both paths now hash; the test counts the
 * hash calls (deterministic) and prints the two timings for the record.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/stub/auth/passwords.ts';
import { makeStub, registration } from '../../server/stub/test-support/stub.ts';

vi.mock('../../server/stub/auth/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/stub/auth/passwords.ts')>();
  return {
    ...original,
    hashPassword: vi.fn(original.hashPassword),
    verifyPassword: vi.fn(original.verifyPassword),
  };
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

beforeEach(() => {
  vi.mocked(hashPassword).mockClear();
  vi.mocked(verifyPassword).mockClear();
});

describe('registration', () => {
  it('hashes the password whether or not the email is in use', async () => {
    const stub = makeStub();
    const fresh = await stub.call('POST', '/user/v1/register', {
      body: registration({ email: 'new.student@example.com' }),
    });
    expect(fresh.json.status).toBe(true);
    expect(hashPassword).toHaveBeenCalledTimes(1);
    const taken = await stub.call('POST', '/user/v1/register', {
      body: registration({ email: 'Student@Example.com' }),
    });
    expect(taken.json).toMatchObject({ status: false, code: 'EMAIL_IN_USE' });
    expect(hashPassword).toHaveBeenCalledTimes(2);
  });

  it('takes about as long for an email in use as for a free one (printed, not asserted)', async () => {
    const stub = makeStub();
    const timed = async (email: string) => {
      const started = performance.now();
      await stub.call('POST', '/user/v1/register', { body: registration({ email }) });
      return performance.now() - started;
    };
    const free: number[] = [];
    const taken: number[] = [];
    for (let round = 0; round < 10; round++) {
      free.push(await timed(`free-${round}@example.com`));
      taken.push(await timed('student@example.com'));
    }
    console.log(
      `register, median of 10: free email ${median(free).toFixed(1)} ms, email in use ${median(taken).toFixed(1)} ms`,
    );
    expect(hashPassword).toHaveBeenCalledTimes(20);
  });
});

describe('sign-in', () => {
  it('checks a password against a hash for an unknown email as for a known one', async () => {
    const stub = makeStub();
    const attempt = (username: string) =>
      stub.call('POST', '/user/v1/login', {
        body: { username, password: 'Wrong#Pass1', deviceInfo: {} },
      });
    expect((await attempt('student@example.com')).json.code).toBe('INVALID_LOGIN');
    expect((await attempt('nobody@example.com')).json.code).toBe('INVALID_LOGIN');
    expect(verifyPassword).toHaveBeenCalledTimes(2);
  });
});
