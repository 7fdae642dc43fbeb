import { describe, expect, it } from 'vitest';
import { makeStub, registration } from '../test-support/stub.ts';
import { hashPassword, seedHashAt, verifyPassword } from './passwords.ts';
import { seedPassword } from './seed.ts';

// A hash of Demo@1234 as written before hashes recorded their cost (student@example.com's seed).
const beforeCosts = 'scrypt$cEizdlsLHGmIn6G119I-IA$2KdHOsW_Nax5qBpiROHsQN81d5H3YZCdCLv5RsdTYt8';

describe('password hashes', () => {
  it.each([6, 10])(
    'records cost %i in the hash and verifies it at whatever cost the stub runs',
    async (cost) => {
      const hash = await hashPassword('Strong#Pass1', cost);
      expect(hash).toMatch(new RegExp(`^scrypt\\$ln=${cost}\\$[\\w-]{22}\\$[\\w-]{43}$`));
      for (const stubCost of [4, 14]) {
        expect(await verifyPassword('Strong#Pass1', hash, stubCost)).toBe(true);
        expect(await verifyPassword('Strong#Pass2', hash, stubCost)).toBe(false);
      }
    },
  );

  it('makes a fresh salt for every hash', async () => {
    expect(await hashPassword('Strong#Pass1', 4)).not.toBe(await hashPassword('Strong#Pass1', 4));
  });

  it('verifies a hash written before hashes recorded their cost, at 14', async () => {
    expect(await verifyPassword(seedPassword, beforeCosts, 10)).toBe(true);
    expect(await verifyPassword('Demo@12345', beforeCosts, 10)).toBe(false);
  });

  it('refuses an unknown account and a hash that does not parse, a cost out of range included', async () => {
    const [, , salt, key] = (await hashPassword(seedPassword, 4)).split('$');
    for (const hash of [
      undefined,
      '',
      'bcrypt$x$y',
      `scrypt$ln=30$${salt}$${key}`,
      `scrypt$ln=4$${salt}`,
    ]) {
      expect(await verifyPassword(seedPassword, hash, 4)).toBe(false);
    }
  });

  it("hashes a seed's password again at another cost with the same salt, and keeps it at its own", () => {
    expect(seedHashAt(beforeCosts, seedPassword, 14)).toBe(beforeCosts);
    const again = seedHashAt(beforeCosts, seedPassword, 8);
    expect(again.startsWith(`scrypt$ln=8$${beforeCosts.split('$')[1]}$`)).toBe(true);
    expect(seedHashAt(beforeCosts, seedPassword, 8)).toBe(again);
  });
});

describe("the stub's password cost", () => {
  it('hashes the seed, a reset seed and a registration at its cost, and signs each in', async () => {
    const { stub, store, call, login } = makeStub({ passwordCost: 6 });
    const costs = () =>
      new Set([...store.users.values()].map(({ passwordHash }) => passwordHash.split('$')[1]));
    expect(costs()).toEqual(new Set(['ln=6']));
    await login('student@example.com');
    const wrong = await call('POST', '/user/v1/login', {
      body: {
        username: 'student@example.com',
        password: 'Demo@12345',
        deviceInfo: { isMobile: false },
      },
    });
    expect(wrong.json.code).toBe('INVALID_LOGIN');

    const registered = await call('POST', '/user/v1/register', { body: registration() });
    expect(registered.json.status, registered.json.message).toBe(true);
    await login('meera@example.com', registration().password);
    expect(costs()).toEqual(new Set(['ln=6']));

    stub.reset();
    expect(costs()).toEqual(new Set(['ln=6']));
    await login('recruiter@example.com');
  });
});
