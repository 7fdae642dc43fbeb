/**
 * Password hashing must not stall the server: scrypt takes ~50 ms of CPU, so it runs on libuv's
 * threadpool (async crypto.scrypt) and never on the event loop (scryptSync), at start-up included;
 * and on fewer threads than cores, so a sign-in flood leaves the event loop a core of its own.
 */
import * as crypto from 'node:crypto';
import { availableParallelism } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it, vi } from 'vitest';
import { makeStub, registration, seedPassword } from '../../server/stub/test-support/stub.ts';

const hashing = vi.hoisted(() => ({ inFlight: 0, most: 0 }));

vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:crypto')>();
  type Callback = (error: Error | null, key: Buffer) => void;
  // Counts the scrypt calls handed to the threadpool at once (the stub passes its cost as options).
  const scrypt = (
    password: string,
    salt: Buffer,
    keyLength: number,
    options: import('node:crypto').ScryptOptions | Callback,
    last?: Callback,
  ) => {
    const callback = (typeof options === 'function' ? options : last) as Callback;
    hashing.inFlight += 1;
    hashing.most = Math.max(hashing.most, hashing.inFlight);
    original.scrypt(
      password,
      salt,
      keyLength,
      typeof options === 'function' ? {} : options,
      (error, key) => {
        hashing.inFlight -= 1;
        callback(error, key);
      },
    );
  };
  return { ...original, scrypt, scryptSync: vi.fn(original.scryptSync) };
});

const milliseconds = (nanoseconds: number) => `${(nanoseconds / 1e6).toFixed(1)} ms`;

describe('password hashing', () => {
  it('never hashes on the event loop: not at start-up, reset, sign-in, registration or reset', async () => {
    const started = performance.now();
    const stub = makeStub();
    console.log(`stub backend created in ${(performance.now() - started).toFixed(1)} ms`);
    stub.stub.reset();
    await stub.login('student@example.com');
    await stub.call('POST', '/user/v1/login', {
      body: { username: 'nobody@example.com', password: seedPassword, deviceInfo: {} },
    });
    await stub.call('POST', '/user/v1/register', {
      body: registration(),
    });
    await stub.login('meera@example.com', 'Strong#Pass1');
    expect(crypto.scryptSync).not.toHaveBeenCalled();
  });

  it('answers other requests while 20 sign-ins hash (event-loop delay printed)', async () => {
    const stub = makeStub();
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    let loginsDone = 0;
    const logins = Array.from({ length: 20 }, () =>
      stub.login('student@example.com').then(() => {
        loginsDone += 1;
      }),
    );
    const lookup = await stub.call('GET', '/Common/v1/state');
    const doneWhenLookupAnswered = loginsDone;
    await Promise.all(logins);
    delay.disable();
    console.log(
      `20 concurrent sign-ins: event-loop delay p50 ${milliseconds(delay.percentile(50))}, p99 ${milliseconds(delay.percentile(99))}, max ${milliseconds(delay.max)}; ${doneWhenLookupAnswered} of 20 done when a lookup answered`,
    );
    expect(lookup.status).toBe(200);
    expect(doneWhenLookupAnswered).toBeLessThan(20);
  });

  it('hashes on at most one core fewer than the machine has, leaving one to the event loop', async () => {
    const stub = makeStub();
    hashing.most = 0;
    await Promise.all(Array.from({ length: 20 }, () => stub.login('student@example.com')));
    expect(hashing.most).toBe(Math.max(1, availableParallelism() - 1));
  });
});
