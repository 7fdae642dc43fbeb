import { describe, expect, it } from 'vitest';
import {
  StubBookmarksResponse,
  StubClockResponse,
  StubNotesResponse,
  StubOutboxResponse,
  StubResetResponse,
} from '#openapi/stub.ts';
import {
  expectContract,
  expectInvalidField,
  makeStub,
  registration,
  start,
} from '../test-support/stub.ts';

describe('QA surface /__stub', () => {
  it('resets the store to its seed: sessions, registrations, mail and visits are gone', async () => {
    const { call, login, stub } = makeStub();
    const { token, UserSessionID } = await login('student@example.com');
    await call('POST', '/task/v1/saveURL', {
      token,
      body: { data: [{ url: '/home', time: 1 }], UserSessionID },
    });
    await call('POST', '/user/v1/forgotPassword', { body: { username: 'student@example.com' } });
    await call('POST', '/user/v1/register', {
      body: registration(),
    });
    const reset = await call('POST', '/__stub/reset');
    expectContract(StubResetResponse, reset.json);
    expect((await call('GET', '/user/v1/getUserInfo', { token })).status).toBe(401);
    expect((await call('GET', '/__stub/visits')).json.body).toEqual([]);
    expect((await call('GET', '/__stub/outbox?email=student@example.com')).json.body).toEqual([]);
    const meera = await call('POST', '/user/v1/login', {
      body: { username: 'meera@example.com', password: 'Strong#Pass1', deviceInfo: {} },
    });
    expect(meera.json.status).toBe(false);
    stub.reset();
    await login('student@example.com');
  });

  it('moves the clock forward: the OTP wait passes at once, and a reset puts the clock back', async () => {
    const { call } = makeStub();
    const forgot = () =>
      call('POST', '/user/v1/forgotPassword', { body: { username: 'student@example.com' } });
    await forgot();
    expect((await forgot()).json.code).toBe('OTP_WAIT');
    const moved = await call('POST', '/__stub/clock', { body: { advanceSeconds: 60 } });
    expectContract(StubClockResponse, moved.json);
    expect(moved.json.body).toEqual({ now: start + 60_000, aheadSeconds: 60 });
    expect((await forgot()).json.status).toBe(true);
    await call('POST', '/__stub/reset');
    const again = await call('POST', '/__stub/clock', { body: { advanceSeconds: 1 } });
    expect(again.json.body).toEqual({ now: start + 1000, aheadSeconds: 1 });
  });

  it('refuses to move the clock backwards or by nothing, naming the field', async () => {
    const { call } = makeStub();
    for (const advanceSeconds of [0, -60, 1.5]) {
      expectInvalidField(
        await call('POST', '/__stub/clock', { body: { advanceSeconds } }),
        '/advanceSeconds',
      );
    }
  });

  it('restarts the seeded test from the reset time', async () => {
    const { call, login, advance } = makeStub();
    advance(3000 * 1000);
    expect((await login('student@example.com')).activeTestDetails).toBeNull();
    await call('POST', '/__stub/reset');
    expect((await login('student@example.com')).activeTestDetails?.RemainingTime).toBe(2400);
  });

  it("lists every bookmark, oldest first, with its owner's email", async () => {
    const { call, login, advance } = makeStub();
    const recruiter = await login('recruiter@example.com');
    const student = await login('student@example.com');
    await call('POST', '/bookmark/v1/createBookmark', {
      token: recruiter.token,
      body: { title: 'My jobs', url: '/myjobs' },
    });
    advance(1000);
    await call('POST', '/bookmark/v1/createBookmark', {
      token: student.token,
      body: { title: 'Jobs', url: '/jobs?type=internship' },
    });
    const { json } = await call('GET', '/__stub/bookmarks');
    expectContract(StubBookmarksResponse, json);
    expect(json.body).toEqual([
      {
        email: 'recruiter@example.com',
        id: expect.any(Number),
        title: 'My jobs',
        url: '/myjobs',
        createdAt: new Date(start).toISOString(),
      },
      {
        email: 'student@example.com',
        id: expect.any(Number),
        title: 'Jobs',
        url: '/jobs?type=internship',
        createdAt: new Date(start + 1000).toISOString(),
      },
    ]);
  });

  it("lists every note, oldest first, with its owner's email", async () => {
    const { call, login } = makeStub();
    const { token } = await login('instituteadmin@example.com');
    const created = await call('POST', '/notes/v1/createNotes', {
      token,
      body: { title: 'Placement drive', content: 'Book the seminar hall for 12 March' },
    });
    await call('POST', '/notes/v1/createNotes', { token, body: { title: 'Empty', content: '' } });
    const { json } = await call('GET', '/__stub/notes');
    expectContract(StubNotesResponse, json);
    expect(json.body).toEqual([
      { email: 'instituteadmin@example.com', ...created.json.body },
      {
        email: 'instituteadmin@example.com',
        id: expect.any(Number),
        title: 'Empty',
        content: '',
        createdAt: new Date(start).toISOString(),
      },
    ]);
  });

  it('forgets bookmarks and notes on reset', async () => {
    const { call, login } = makeStub();
    const { token } = await login('recruiter@example.com');
    await call('POST', '/bookmark/v1/createBookmark', { token, body: { title: 'x', url: '/x' } });
    await call('POST', '/notes/v1/createNotes', { token, body: { title: 'x', content: 'y' } });
    expect((await call('GET', '/__stub/bookmarks')).json.body).toHaveLength(1);
    expect((await call('GET', '/__stub/notes')).json.body).toHaveLength(1);
    await call('POST', '/__stub/reset');
    expect((await call('GET', '/__stub/bookmarks')).json.body).toEqual([]);
    expect((await call('GET', '/__stub/notes')).json.body).toEqual([]);
  });

  it('lists mails for one email only, newest last, and needs a valid email', async () => {
    const { call, advance } = makeStub();
    await call('POST', '/user/v1/forgotPassword', { body: { username: 'student@example.com' } });
    await call('POST', '/user/v1/forgotPassword', { body: { username: 'recruiter@example.com' } });
    advance(60 * 1000);
    await call('POST', '/user/v1/forgotPassword', { body: { username: 'student@example.com' } });
    const { json } = await call('GET', '/__stub/outbox?email=STUDENT@example.com');
    expectContract(StubOutboxResponse, json);
    expect(json.body).toHaveLength(2);
    expect(json.body[1].sentAt > json.body[0].sentAt).toBe(true);
    expectInvalidField(await call('GET', '/__stub/outbox'), '/email');
    expectInvalidField(await call('GET', '/__stub/outbox?email=nope'), '/email');
  });
});
