import { describe, expect, it } from 'vitest';
import * as examRoutes from '#openapi/routes/exam.gen.ts';
import * as userRoutes from '#openapi/routes/user.gen.ts';
import { createStubBackend } from '../index.ts';
import { contractClient } from './contract-client.ts';

describe('the tests’ contract client', () => {
  const stub = createStubBackend({ log: () => {} });
  const { call, ok } = contractClient((path, init) => stub.app.request(path, init));

  it('signs in by operation and reads the typed answer', async () => {
    const session = await ok(userRoutes.login, {
      body: { username: 'student@example.com', password: 'Demo@1234', deviceInfo: {} },
    });
    expect(session.email).toBe('student@example.com');
    const tasks = await ok(examRoutes.testTasks, { token: session.token });
    expect(tasks.map((task) => task.TaskID)).toContain(101);
  });

  it('hands a refusal back with its code', async () => {
    const { status, json } = await call(userRoutes.login, {
      body: { username: 'student@example.com', password: 'wrong-password', deviceInfo: {} },
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({ status: false, code: 'INVALID_LOGIN' });
  });
});
