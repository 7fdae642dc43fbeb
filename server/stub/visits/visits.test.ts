import { describe, expect, it } from 'vitest';
import { StubVisitsResponse } from '#openapi/stub.ts';
import { SaveUrlResponse } from '#openapi/task.ts';
import { expectContract, expectInvalidField, makeStub, start } from '../test-support/stub.ts';

describe('POST /task/v1/saveURL', () => {
  it('stores the page visits of the session, shown by /__stub/visits', async () => {
    const { call, login } = makeStub();
    const { token, UserSessionID } = await login('student@example.com');
    const data = [
      { url: '/home', time: 1736931600 },
      { url: '/jobs', time: 1736931605 },
    ];
    const saved = await call('POST', '/task/v1/saveURL', { token, body: { data, UserSessionID } });
    expectContract(SaveUrlResponse, saved.json);
    expect(saved.json.body).toEqual({ received: 2 });
    const visits = await call('GET', '/__stub/visits');
    expectContract(StubVisitsResponse, visits.json);
    expect(visits.json.body).toEqual(
      data.map((visit) => ({
        ...visit,
        email: 'student@example.com',
        UserSessionID,
        receivedAt: new Date(start).toISOString(),
      })),
    );
  });

  it("refuses visits for a session that is not the caller's", async () => {
    const { call, login } = makeStub();
    const { token } = await login('student@example.com');
    const other = await login('student2@example.com');
    const { json } = await call('POST', '/task/v1/saveURL', {
      token,
      body: { data: [{ url: '/home', time: 1 }], UserSessionID: other.UserSessionID },
    });
    expect(json.status).toBe(false);
    expect((await call('GET', '/__stub/visits')).json.body).toEqual([]);
  });

  it('answers 400 naming the field for an empty batch or a bad time', async () => {
    const { call, login } = makeStub();
    const { token, UserSessionID } = await login('student@example.com');
    expectInvalidField(
      await call('POST', '/task/v1/saveURL', { token, body: { data: [], UserSessionID } }),
      '/data',
    );
    expectInvalidField(
      await call('POST', '/task/v1/saveURL', {
        token,
        body: { data: [{ url: '/home', time: 'now' }], UserSessionID },
      }),
      '/data/0/time',
    );
  });
});
