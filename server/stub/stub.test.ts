import { describe, expect, it } from 'vitest';
import { operations } from '#openapi/operations.ts';
import { seedStore } from './seed.ts';
import { makeStub, start } from './test-support/stub.ts';

describe('the stub as a whole', () => {
  it('answers unknown routes with a 404 envelope', async () => {
    const { call } = makeStub();
    const { status, json } = await call('GET', '/user/v1/nothing');
    expect(status).toBe(404);
    expect(json).toEqual({ status: false, code: 'NOT_FOUND', message: 'Not found', body: {} });
  });

  it('serves exactly the operations of the contract', () => {
    const { stub } = makeStub();
    const served = new Set(
      stub.app.routes
        .filter((route) => route.method !== 'ALL')
        .map((route) => `${route.method} ${route.path}`),
    );
    const contract = new Set(
      Object.values(operations).map((op) => `${op.method.toUpperCase()} ${op.path}`),
    );
    expect([...served].sort()).toEqual([...contract].sort());
  });

  it('stores seeded passwords as scrypt hashes, never in plain', () => {
    for (const user of seedStore(start).users.values()) {
      expect(user.passwordHash).toMatch(/^scrypt\$/);
      expect(user.passwordHash).not.toContain('Demo@1234');
    }
  });
});
