import { describe, expect, it } from 'vitest';
import { CreateBookmarkResponse } from '#openapi/bookmark.ts';
import { CourseListSimpleResponse } from '#openapi/courses.ts';
import { CreateNotesResponse } from '#openapi/notes.ts';
import { operations } from '#openapi/operations.ts';
import {
  StubBookmarksResponse,
  StubClockResponse,
  StubNotesResponse,
  StubOutboxResponse,
  StubResetResponse,
  StubVisitsResponse,
} from '#openapi/stub.ts';
import { SaveUrlResponse } from '#openapi/task.ts';
import { seedStore } from '../../server/stub/seed.ts';
import { expectContract, expectInvalidField, makeStub, start } from './stub-helpers.ts';

describe('GET /courses/v1/listSimple', () => {
  it('lists the courses by id and name for a signed-in user', async () => {
    const { call, login } = makeStub();
    const { token } = await login('recruiter@example.com');
    const { json } = await call('GET', '/courses/v1/listSimple', { token });
    expectContract(CourseListSimpleResponse, json);
    expect(json.body.map((course: { courseName: string }) => course.courseName)).toEqual([
      'Aptitude',
      'Programming Basics',
      'English Communication',
    ]);
    expect((await call('GET', '/courses/v1/listSimple')).status).toBe(401);
  });
});

describe('quick panel: bookmarks and notes (D16)', () => {
  it('creates a bookmark and answers it with an id and createdAt', async () => {
    const { call, login } = makeStub();
    const { token } = await login('recruiter@example.com');
    const { json } = await call('POST', '/bookmark/v1/createBookmark', {
      token,
      body: { title: 'My jobs', url: '/myjobs' },
    });
    expectContract(CreateBookmarkResponse, json);
    expect(json.body).toEqual({
      id: expect.any(Number),
      title: 'My jobs',
      url: '/myjobs',
      createdAt: new Date(start).toISOString(),
    });
  });

  it('creates a note and answers it with an id and createdAt', async () => {
    const { call, login } = makeStub();
    const { token } = await login('recruiter@example.com');
    const first = await call('POST', '/notes/v1/createNotes', {
      token,
      body: { title: 'Call Karthik', content: 'About the aptitude round' },
    });
    const second = await call('POST', '/notes/v1/createNotes', {
      token,
      body: { title: 'Empty note', content: '' },
    });
    expectContract(CreateNotesResponse, first.json);
    expect(second.json.body.id).not.toBe(first.json.body.id);
  });

  it('answers 400 naming the field and 401 without a token', async () => {
    const { call, login } = makeStub();
    const { token } = await login('recruiter@example.com');
    expectInvalidField(
      await call('POST', '/bookmark/v1/createBookmark', { token, body: { title: '', url: '/x' } }),
      '/title',
    );
    expectInvalidField(
      await call('POST', '/bookmark/v1/createBookmark', { token, body: { title: 'x' } }),
      '/url',
    );
    expectInvalidField(
      await call('POST', '/notes/v1/createNotes', { token, body: { title: 'x', content: 5 } }),
      '/content',
    );
    const anonymous = { body: { title: 'x', url: '/x' } };
    expect((await call('POST', '/bookmark/v1/createBookmark', anonymous)).status).toBe(401);
    expect(
      (await call('POST', '/notes/v1/createNotes', { body: { title: 'x', content: '' } })).status,
    ).toBe(401);
  });
});

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
      body: {
        name: 'Meera Krishnan',
        email: 'meera@example.com',
        mobile: '9123456780',
        password: 'Strong#Pass1',
        instituteID: 1,
        classID: 1,
        sectionID: 1,
        stateID: 23,
        languageID: 2,
      },
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
