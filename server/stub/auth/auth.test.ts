import { describe, expect, it } from 'vitest';
import { NotificationResponse } from '#openapi/common.ts';
import { ErrorEnvelope } from '#openapi/envelope.ts';
import {
  GetUserInfoResponse,
  LoginResponse,
  LogoutResponse,
  RegisterResponse,
} from '#openapi/user.ts';
import { expectContract, expectInvalidField, makeStub } from '../test-support/stub.ts';

const device = {
  name: 'Chrome',
  version: '131',
  layout: 'Blink',
  os: 'Linux',
  product: '',
  isMobile: false,
};

describe('POST /user/v1/login', () => {
  it('answers the login body of the contract with a token and a new session', async () => {
    const { call } = makeStub();
    const { status, json } = await call('POST', '/user/v1/login', {
      body: { username: 'recruiter@example.com', password: 'Demo@1234', deviceInfo: device },
    });
    expect(status).toBe(200);
    expectContract(LoginResponse, json);
    expect(json.body).toMatchObject({
      userTypeName: 'Recruiter',
      userType: 6,
      email: 'recruiter@example.com',
      activeTestDetails: null,
    });
    expect(json.body.token.split('.')).toHaveLength(3);
  });

  it('gives each login its own session id', async () => {
    const { login } = makeStub();
    const first = await login('clientadmin@example.com');
    const second = await login('clientadmin@example.com');
    expect(first.UserSessionID).not.toBe(second.UserSessionID);
    expect(first.userType).toBe(10);
  });

  it('signs the token HS256 with sub, sid, iat and an expiry 2 days on', async () => {
    const { login, clock } = makeStub();
    const body = await login('instituteadmin@example.com');
    const [header, payload] = body.token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload.sid).toBe(body.UserSessionID);
    expect(payload.sub).toBe('1003');
    expect(payload.iat).toBe(clock.now / 1000);
    expect(payload.exp - payload.iat).toBe(2 * 24 * 60 * 60);
  });

  it('accepts the email in any case', async () => {
    const { login } = makeStub();
    expect((await login('Student2@Example.com')).email).toBe('student2@example.com');
  });

  it('answers the same rejection for a wrong password and an unknown email', async () => {
    const { call } = makeStub();
    const wrongPassword = await call('POST', '/user/v1/login', {
      body: { username: 'student@example.com', password: 'Wrong@1234', deviceInfo: device },
    });
    const unknownEmail = await call('POST', '/user/v1/login', {
      body: { username: 'nobody@example.com', password: 'Demo@1234', deviceInfo: device },
    });
    for (const answer of [wrongPassword, unknownEmail]) {
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({
        status: false,
        code: 'INVALID_LOGIN',
        message: 'Invalid user or password',
        body: {},
      });
    }
  });

  it('answers 400 naming the field for an invalid email, a short password or no deviceInfo', async () => {
    const { call } = makeStub();
    const badEmail = await call('POST', '/user/v1/login', {
      body: { username: 'not-an-email', password: 'Demo@1234', deviceInfo: device },
    });
    expectInvalidField(badEmail, '/username');
    expect(badEmail.json.message).toBe('/username: must be a valid email address');
    expectContract(ErrorEnvelope, badEmail.json);
    expectInvalidField(
      await call('POST', '/user/v1/login', {
        body: { username: 'student@example.com', password: 'abc', deviceInfo: device },
      }),
      '/password',
    );
    const missing = await call('POST', '/user/v1/login', {
      body: { username: 'student@example.com', password: 'Demo@1234' },
    });
    expectInvalidField(missing, '/deviceInfo');
    expect(missing.json.message).toBe('/deviceInfo: is required');
    expectInvalidField(
      await call('POST', '/user/v1/login', {
        body: {
          username: 'student@example.com',
          password: 'Demo@1234',
          deviceInfo: { isMobile: 'no' },
        },
      }),
      '/deviceInfo/isMobile',
    );
  });

  it('answers 400 naming the body when it is not JSON', async () => {
    const { call } = makeStub();
    const malformed = await call('POST', '/user/v1/login', { rawBody: '{"username":' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toBe('body: must be valid JSON');
    const notJson = await call('POST', '/user/v1/login', {
      rawBody: 'username=a',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(notJson.status).toBe(400);
    expect(notJson.json.message).toMatch(/^body: must be JSON/);
    const array = await call('POST', '/user/v1/login', { body: [] });
    expectInvalidField(array, '');
  });
});

describe('bearer tokens', () => {
  it('answers 401 without a token, with a forged one, and with a garbage one', async () => {
    const { call, login } = makeStub();
    const { token } = await login('student@example.com');
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('x'.repeat(32)).toString('base64url')}`;
    for (const candidate of [undefined, forged, 'garbage']) {
      const answer = await call('GET', '/user/v1/getUserInfo', { token: candidate });
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({
        status: false,
        code: 'UNAUTHORIZED',
        message: 'Invalid access token detected',
        body: {},
      });
      expectContract(ErrorEnvelope, answer.json);
    }
  });

  it('rejects a token signed by another start of the stub', async () => {
    const first = makeStub();
    const { token } = await first.login('student@example.com');
    const { createStubBackend } = await import('../index.ts');
    const other = createStubBackend({ jwtSecret: 'another-secret', log: () => {} });
    const response = await other.app.request('/user/v1/getUserInfo', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(401);
  });

  it('expires the token 2 days after login, by the stub clock', async () => {
    const { call, login, advance } = makeStub();
    const { token } = await login('student@example.com');
    advance(2 * 24 * 60 * 60 * 1000 - 1000);
    expect((await call('GET', '/user/v1/getUserInfo', { token })).status).toBe(200);
    advance(1000);
    expect((await call('GET', '/user/v1/getUserInfo', { token })).status).toBe(401);
  });
});

describe('POST /user/v1/logout', () => {
  it('closes the session so its token then gets 401, and leaves other sessions open', async () => {
    const { call, login } = makeStub();
    const session = await login('recruiter@example.com');
    const other = await login('recruiter@example.com');
    const answer = await call('POST', '/user/v1/logout', {
      token: session.token,
      body: { UserSessionID: session.UserSessionID },
    });
    expect(answer.json.status).toBe(true);
    expectContract(LogoutResponse, answer.json);
    expect((await call('GET', '/user/v1/getUserInfo', { token: session.token })).status).toBe(401);
    expect((await call('GET', '/user/v1/getUserInfo', { token: other.token })).status).toBe(200);
  });

  it("refuses to close a session that is not the caller's", async () => {
    const { call, login } = makeStub();
    const mine = await login('student@example.com');
    const theirs = await login('student2@example.com');
    const answer = await call('POST', '/user/v1/logout', {
      token: mine.token,
      body: { UserSessionID: theirs.UserSessionID },
    });
    expect(answer.json.status).toBe(false);
    expect((await call('GET', '/user/v1/getUserInfo', { token: theirs.token })).status).toBe(200);
  });

  it('answers 400 without UserSessionID and 401 without a token', async () => {
    const { call, login } = makeStub();
    const { token } = await login('student@example.com');
    expectInvalidField(
      await call('POST', '/user/v1/logout', { token, body: {} }),
      '/UserSessionID',
    );
    expect((await call('POST', '/user/v1/logout', { body: { UserSessionID: 'x' } })).status).toBe(
      401,
    );
  });
});

describe('GET /user/v1/getUserInfo', () => {
  it("answers the caller's profile with the institute name", async () => {
    const { call, login } = makeStub();
    const { token } = await login('student@example.com');
    const { json } = await call('GET', '/user/v1/getUserInfo', { token });
    expectContract(GetUserInfoResponse, json);
    expect(json.body).toMatchObject({
      UserID: 1004,
      email: 'student@example.com',
      role: 'Student',
      userType: 1,
      instituteName: 'Kaveri Institute of Technology, Chennai',
      companyName: null,
    });
  });

  it("answers a client admin's company, the cause of the account card's missing workplace", async () => {
    const { call, login } = makeStub();
    const { token } = await login('clientadmin@example.com');
    const { json } = await call('GET', '/user/v1/getUserInfo', { token });
    expectContract(GetUserInfoResponse, json);
    expect(json.body).toMatchObject({
      role: 'ClientAdmin',
      instituteName: null,
      companyName: 'Nilgiri Software Labs',
    });
  });
});

describe('a user without a role (seed §6)', () => {
  it('signs in with an empty userTypeName and userType 0', async () => {
    const { call } = makeStub();
    const { json } = await call('POST', '/user/v1/login', {
      body: { username: 'member@example.com', password: 'Demo@1234', deviceInfo: device },
    });
    expectContract(LoginResponse, json);
    expect(json.body).toMatchObject({
      userName: 'Meera Krishnan',
      userTypeName: '',
      userType: 0,
      email: 'member@example.com',
      activeTestDetails: null,
    });
  });

  it('reads an empty role and no institute from getUserInfo', async () => {
    const { call, login } = makeStub();
    const { token } = await login('member@example.com');
    const { json } = await call('GET', '/user/v1/getUserInfo', { token });
    expectContract(GetUserInfoResponse, json);
    expect(json.body).toEqual({
      UserID: 1006,
      displayName: 'Meera Krishnan',
      email: 'member@example.com',
      role: '',
      userType: 0,
      photoURL: '',
      mobile: '9003012345',
      instituteID: null,
      instituteName: null,
      companyName: null,
      shortcuts: [],
    });
  });

  it('has no active test, and logs out', async () => {
    const { call, login } = makeStub();
    const { token, UserSessionID } = await login('member@example.com');
    const notification = await call('GET', '/common/v1/notification', { token });
    expectContract(NotificationResponse, notification.json);
    expect(notification.json.body).toEqual({ activeTestDetails: null });
    const logout = await call('POST', '/user/v1/logout', { token, body: { UserSessionID } });
    expect(logout.json.status).toBe(true);
    expect((await call('GET', '/user/v1/getUserInfo', { token })).status).toBe(401);
  });
});

describe('POST /user/v1/register', () => {
  const newStudent = {
    name: 'Meera Krishnan',
    email: 'meera@example.com',
    mobile: '9123456780',
    password: 'Strong#Pass1',
    instituteID: 2,
    classID: 4,
    sectionID: 9,
    stateID: 24,
    languageID: 4,
  };

  it('creates a student who can then sign in', async () => {
    const { call, login } = makeStub();
    const { json } = await call('POST', '/user/v1/register', { body: newStudent });
    expectContract(RegisterResponse, json);
    expect(json.message).toBe('Registration successful');
    expect(json.body.body.id).toBeGreaterThan(1006);
    const body = await login('meera@example.com', 'Strong#Pass1');
    expect(body).toMatchObject({
      userType: 1,
      userTypeName: 'Student',
      userName: 'Meera Krishnan',
    });
  });

  it('refuses an email already in use, in any case', async () => {
    const { call } = makeStub();
    const { json } = await call('POST', '/user/v1/register', {
      body: { ...newStudent, email: 'Student@Example.com' },
    });
    expect(json).toEqual({
      status: false,
      code: 'EMAIL_IN_USE',
      message: 'The email address is already in use',
      body: {},
    });
  });

  it.each([
    ['name', 'M', '/name'],
    ['email', 'meera', '/email'],
    ['mobile', '5123456789', '/mobile'],
    ['mobile', '912345678', '/mobile'],
    ['password', 'alllowercase1!', '/password'],
    ['password', 'Sh0rt!', '/password'],
    ['instituteID', 0, '/instituteID'],
    ['stateID', '24', '/stateID'],
  ])('answers 400 naming %s for %j', async (key, value, field) => {
    const { call } = makeStub();
    const answer = await call('POST', '/user/v1/register', {
      body: { ...newStudent, [key]: value },
    });
    expectInvalidField(answer, field);
  });

  it('explains the password and mobile rules in words', async () => {
    const { call } = makeStub();
    const answer = await call('POST', '/user/v1/register', {
      body: { ...newStudent, password: 'password', mobile: '123' },
    });
    expect(answer.json.body.errors).toEqual(
      expect.arrayContaining([
        { field: '/mobile', message: 'must be 10 digits starting with 6, 7, 8 or 9' },
        {
          field: '/password',
          message:
            'must have 8 to 60 characters with a lowercase letter, an uppercase letter, a digit and one of !@#$%^&*',
        },
      ]),
    );
  });

  it('answers 400 when the class, section or institute do not belong together', async () => {
    const { call } = makeStub();
    expectInvalidField(
      await call('POST', '/user/v1/register', { body: { ...newStudent, classID: 1 } }),
      '/classID',
    );
    expectInvalidField(
      await call('POST', '/user/v1/register', { body: { ...newStudent, sectionID: 1 } }),
      '/sectionID',
    );
    expectInvalidField(
      await call('POST', '/user/v1/register', { body: { ...newStudent, instituteID: 99 } }),
      '/instituteID',
    );
    expectInvalidField(
      await call('POST', '/user/v1/register', { body: { ...newStudent, languageID: 99 } }),
      '/languageID',
    );
  });
});
