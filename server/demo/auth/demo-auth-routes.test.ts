import { describe, expect, it } from 'vitest';
import { DemoSessionResponse } from '#openapi/demo/demo-auth.ts';
import { expectAbsent, makeDemoApp } from '../../../tests/server/helpers/demo-app.ts';
import {
  expectContract,
  expectInvalidField,
  makeStub,
  seedPassword,
} from '../../stub/test-support/stub.ts';

const admin = { email: 'admin@demo-template.example', password: 'admin' };
const twoDays = 2 * 24 * 60 * 60 * 1000;

const refusal = (code: string, message: string) => ({ status: false, code, message, body: {} });
const unauthorized = refusal('UNAUTHORIZED', 'Invalid access token detected');

describe('POST /api/auth/sign-in (the template mock)', () => {
  it('signs a demo user in with a demo token', async () => {
    const { call } = makeDemoApp();
    const { status, json } = await call('POST', '/auth/sign-in', { body: admin });
    expect(status).toBe(200);
    expectContract(DemoSessionResponse, json);
    expect(json.body.user).toEqual({
      uuid: 'demo-user-admin',
      role: 'admin',
      data: { displayName: 'Abbott Keitch', email: 'admin@demo-template.example' },
    });
    expect(json.body.access_token.split('.')).toHaveLength(3);
  });

  it('says "Check your email address" for an unknown email, even a product account\'s', async () => {
    const { call } = makeDemoApp();
    for (const email of ['nobody@demo-template.example', 'recruiter@example.com']) {
      const { status, json } = await call('POST', '/auth/sign-in', {
        body: { email, password: seedPassword },
      });
      expect(status).toBe(200);
      expect(json).toEqual(refusal('DEMO_EMAIL_UNKNOWN', 'Check your email address'));
    }
  });

  it('says "Check your password" for a wrong password', async () => {
    const { call } = makeDemoApp();
    const { json } = await call('POST', '/auth/sign-in', { body: { ...admin, password: 'nope' } });
    expect(json).toEqual(refusal('DEMO_PASSWORD_WRONG', 'Check your password'));
  });

  it('answers 400 naming the field for bad input', async () => {
    const { call } = makeDemoApp();
    expectInvalidField(await call('POST', '/auth/sign-in', { body: { password: 'x' } }), '/email');
    expectInvalidField(
      await call('POST', '/auth/sign-in', { body: { email: 'not-an-email', password: 'x' } }),
      '/email',
    );
    expectInvalidField(
      await call('POST', '/auth/sign-in', { body: { ...admin, password: '' } }),
      '/password',
    );
  });
});

describe('POST /api/auth/sign-up (the template mock)', () => {
  const meena = {
    displayName: 'Meena Das',
    email: 'meena@demo-template.example',
    password: 'Meena@123',
  };

  it('adds a demo user who can then sign in, until the demo data is reset', async () => {
    const { call } = makeDemoApp();
    const { json } = await call('POST', '/auth/sign-up', { body: meena });
    expectContract(DemoSessionResponse, json);
    expect(json.body.user).toMatchObject({
      role: 'user',
      data: { displayName: 'Meena Das', email: meena.email },
    });
    const signIn = await call('POST', '/auth/sign-in', {
      body: { email: meena.email, password: 'Meena@123' },
    });
    expect(signIn.json.body.user.uuid).toBe(json.body.user.uuid);
    await call('POST', '/__stub/reset');
    expect(
      (await call('POST', '/auth/sign-in', { body: { email: meena.email, password: 'Meena@123' } }))
        .json.code,
    ).toBe('DEMO_EMAIL_UNKNOWN');
  });

  it('says "The email address is already in use" for a demo user\'s email, in any case', async () => {
    const { call } = makeDemoApp();
    const { json } = await call('POST', '/auth/sign-up', {
      body: { ...meena, email: 'ADMIN@demo-template.example' },
    });
    expect(json).toEqual(refusal('EMAIL_IN_USE', 'The email address is already in use'));
  });

  it('never creates a product account', async () => {
    const { call } = makeDemoApp();
    await call('POST', '/auth/sign-up', { body: meena });
    const login = await call('POST', '/user/v1/login', {
      body: {
        username: meena.email,
        password: 'Meena@123',
        deviceInfo: { name: 'Chrome', isMobile: false },
      },
    });
    expect(login.json).toMatchObject({ status: false, code: 'INVALID_LOGIN' });
  });

  it('answers 400 naming the displayName when it is empty', async () => {
    const { call } = makeDemoApp();
    expectInvalidField(
      await call('POST', '/auth/sign-up', { body: { ...meena, displayName: '' } }),
      '/displayName',
    );
  });
});

describe('POST /api/auth/access-token (the template mock)', () => {
  it('takes a demo token and answers its user with a fresh token', async () => {
    const { call } = makeDemoApp();
    const token = (await call('POST', '/auth/sign-in', { body: admin })).json.body.access_token;
    const { status, json } = await call('POST', '/auth/access-token', {
      body: { access_token: token },
    });
    expect(status).toBe(200);
    expectContract(DemoSessionResponse, json);
    expect(json.body.user.uuid).toBe('demo-user-admin');
  });

  it('answers 401 "Invalid access token detected" for a garbled or expired token', async () => {
    const { call, clock } = makeDemoApp();
    const token = (await call('POST', '/auth/sign-in', { body: admin })).json.body.access_token;
    for (const bad of ['garbage', `${token}x`]) {
      const { status, json } = await call('POST', '/auth/access-token', {
        body: { access_token: bad },
      });
      expect(status).toBe(401);
      expect(json).toEqual(unauthorized);
    }
    clock.now += twoDays;
    const expired = await call('POST', '/auth/access-token', { body: { access_token: token } });
    expect(expired.status).toBe(401);
    expect(expired.json).toEqual(unauthorized);
  });

  it("refuses another demo's token and the product's, and the product refuses the demo's", async () => {
    const first = makeDemoApp();
    const second = makeDemoApp();
    const demoToken = (await first.call('POST', '/auth/sign-in', { body: admin })).json.body
      .access_token;
    const elsewhere = await second.call('POST', '/auth/access-token', {
      body: { access_token: demoToken },
    });
    expect(elsewhere.status).toBe(401);

    const product = makeStub();
    const { token: productToken } = await product.login('recruiter@example.com');
    const productTry = await first.call('POST', '/auth/access-token', {
      body: { access_token: productToken },
    });
    expect(productTry.status).toBe(401);
    expect(productTry.json).toEqual(unauthorized);

    const userInfo = await first.app.request('/api/user/v1/getUserInfo', {
      headers: { Authorization: `Bearer ${demoToken}` },
    });
    expect(userInfo.status).toBe(401);
  });

  it('answers 400 naming access_token when it is missing', async () => {
    const { call } = makeDemoApp();
    expectInvalidField(await call('POST', '/auth/access-token', { body: {} }), '/access_token');
  });
});

describe('with DEMO_STUBS=off', () => {
  it('has none of the mock sign-in calls', async () => {
    const { call } = makeDemoApp({ demoStubs: false });
    await expectAbsent(call, [
      ['POST', '/auth/sign-in', admin],
      ['POST', '/auth/sign-up', { displayName: 'A', ...admin }],
      ['POST', '/auth/access-token', { access_token: 'x' }],
    ]);
  });
});
