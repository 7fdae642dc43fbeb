import { describe, expect, it } from 'vitest';
import {
  ForgotPasswordResponse,
  ResetPasswordResponse,
  ValidateEmailOtpResponse,
} from '#openapi/user.ts';
import { type Answer, expectContract, expectInvalidField, makeStub } from '../test-support/stub.ts';

type Stub = ReturnType<typeof makeStub>;

const minute = 60 * 1000;

async function forgot(stub: Stub, email: string): Promise<Answer> {
  return (await stub.call('POST', '/user/v1/forgotPassword', { body: { username: email } })).json;
}

async function latestCode(stub: Stub, email: string): Promise<string> {
  const { json } = await stub.call('GET', `/__stub/outbox?email=${encodeURIComponent(email)}`);
  return json.body.at(-1).otp;
}

const validate = async (stub: Stub, passcode: string, secret: string) =>
  (await stub.call('POST', '/user/v1/validateEmailOtp', { body: { passcode, secret } })).json;

const wrongCode = (code: string) => (code === '0000' ? '1111' : '0000');

describe('password recovery (D10)', () => {
  it('goes forgot → code from the outbox → validate → reset → sign in with the new password', async () => {
    const stub = makeStub();
    const sent = await forgot(stub, 'student2@example.com');
    expectContract(ForgotPasswordResponse, sent);
    expect(sent.message).toBe('If the email is registered, an OTP has been sent.');
    const code = await latestCode(stub, 'student2@example.com');
    expect(code).toMatch(/^[0-9]{4}$/);

    const validated = await validate(stub, code, sent.body.otpSecret);
    expectContract(ValidateEmailOtpResponse, validated);
    expect(validated.body.secret).not.toBe(sent.body.otpSecret);

    const reset = await stub.call('POST', '/user/v1/resetPassword', {
      body: { password: 'New#Pass2025', secret: validated.body.secret },
    });
    expectContract(ResetPasswordResponse, reset.json);
    expect(reset.json).toMatchObject({
      status: true,
      message: 'Password has been reset. Please sign in.',
    });
    expect(reset.json.body.token).toBeUndefined();

    await stub.login('student2@example.com', 'New#Pass2025');
    const old = await stub.call('POST', '/user/v1/login', {
      body: { username: 'student2@example.com', password: 'Demo@1234', deviceInfo: {} },
    });
    expect(old.json.message).toBe('Invalid user or password');
  });

  it('mails the code, logs it, and issues an opaque secret that does not contain it', async () => {
    const stub = makeStub();
    const sent = await forgot(stub, 'student@example.com');
    const { json } = await stub.call('GET', '/__stub/outbox?email=student@example.com');
    const [mail] = json.body;
    expect(mail).toMatchObject({
      to: 'student@example.com',
      sentAt: new Date(stub.clock.now).toISOString(),
    });
    expect(mail.text).toContain(mail.otp);
    expect(stub.logs).toContainEqual({
      event: 'stub.otp',
      email: 'student@example.com',
      otp: mail.otp,
    });
    expect(Buffer.from(sent.body.otpSecret, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(sent.body.otpSecret).not.toContain(mail.otp);
  });

  it('gives an unknown email the same answer, and its secret never validates', async () => {
    const stub = makeStub();
    const known = await forgot(stub, 'student@example.com');
    const unknown = await forgot(stub, 'nobody@example.com');
    expect(Object.keys(unknown.body)).toEqual(Object.keys(known.body));
    expect({ ...unknown, body: {} }).toEqual({ ...known, body: {} });
    expect(unknown.body.otpSecret.length).toBe(known.body.otpSecret.length);
    expect((await stub.call('GET', '/__stub/outbox?email=nobody@example.com')).json.body).toEqual(
      [],
    );
    for (const code of ['0000', '1234', '9999']) {
      expect((await validate(stub, code, unknown.body.otpSecret)).message).toBe('Invalid OTP.');
    }
    expect(stub.logs.some((event) => event.email === 'nobody@example.com')).toBe(false);
  });

  it('refuses a second send within 60 s, for known and unknown emails alike, and allows it after', async () => {
    const stub = makeStub();
    for (const email of ['student@example.com', 'nobody@example.com']) {
      await forgot(stub, email);
      stub.advance(59 * 1000);
      expect(await forgot(stub, email)).toEqual({
        status: false,
        code: 'OTP_WAIT',
        message: 'Please wait a minute before requesting another OTP.',
        body: {},
      });
      stub.advance(1000);
      expect((await forgot(stub, email)).status).toBe(true);
    }
  });

  it('replaces the earlier secret on a resend', async () => {
    const stub = makeStub();
    const first = await forgot(stub, 'student@example.com');
    stub.advance(minute);
    const second = await forgot(stub, 'student@example.com');
    const code = await latestCode(stub, 'student@example.com');
    expect((await validate(stub, code, first.body.otpSecret)).message).toBe(
      'Invalid or expired request. Request a new OTP.',
    );
    expect((await validate(stub, code, second.body.otpSecret)).status).toBe(true);
  });

  it('accepts a code only once', async () => {
    const stub = makeStub();
    const sent = await forgot(stub, 'student@example.com');
    const code = await latestCode(stub, 'student@example.com');
    expect((await validate(stub, code, sent.body.otpSecret)).status).toBe(true);
    expect(await validate(stub, code, sent.body.otpSecret)).toEqual({
      status: false,
      code: 'RESET_SECRET_INVALID',
      message: 'Invalid or expired request. Request a new OTP.',
      body: {},
    });
  });

  it('kills the secret after 5 wrong tries, even for the right code afterwards', async () => {
    const stub = makeStub();
    const sent = await forgot(stub, 'student@example.com');
    const code = await latestCode(stub, 'student@example.com');
    for (let i = 0; i < 4; i++) {
      expect((await validate(stub, wrongCode(code), sent.body.otpSecret)).message).toBe(
        'Invalid OTP.',
      );
    }
    expect((await validate(stub, wrongCode(code), sent.body.otpSecret)).message).toBe(
      'Too many attempts. Request a new OTP.',
    );
    expect((await validate(stub, code, sent.body.otpSecret)).message).toBe(
      'Too many attempts. Request a new OTP.',
    );
  });

  it('expires the code after 10 minutes', async () => {
    const stub = makeStub();
    const sent = await forgot(stub, 'student@example.com');
    const code = await latestCode(stub, 'student@example.com');
    stub.advance(10 * minute);
    expect((await validate(stub, code, sent.body.otpSecret)).message).toBe(
      'OTP expired. Request a new OTP.',
    );
  });

  it('accepts the code just before the 10 minutes are up, after the 01:00 countdown', async () => {
    const stub = makeStub();
    const sent = await forgot(stub, 'student@example.com');
    const code = await latestCode(stub, 'student@example.com');
    stub.advance(10 * minute - 1000);
    expect((await validate(stub, code, sent.body.otpSecret)).status).toBe(true);
  });

  it('refuses an unknown secret', async () => {
    const stub = makeStub();
    expect((await validate(stub, '1234', 'made-up')).message).toBe(
      'Invalid or expired request. Request a new OTP.',
    );
  });

  it('answers 400 naming the field for a passcode that is not 4 digits or a missing secret', async () => {
    const stub = makeStub();
    for (const passcode of ['123', '12345', 'abcd', '']) {
      const answer = await stub.call('POST', '/user/v1/validateEmailOtp', {
        body: { passcode, secret: 's' },
      });
      expectInvalidField(answer, '/passcode');
      expect(answer.json.message).toBe('/passcode: must be 4 digits');
    }
    expectInvalidField(
      await stub.call('POST', '/user/v1/validateEmailOtp', { body: { passcode: '1234' } }),
      '/secret',
    );
    expectInvalidField(
      await stub.call('POST', '/user/v1/forgotPassword', { body: { username: 'nope' } }),
      '/username',
    );
  });
});

describe('POST /user/v1/resetPassword', () => {
  async function resetSecret(stub: Stub) {
    const sent = await forgot(stub, 'student@example.com');
    const code = await latestCode(stub, 'student@example.com');
    return (await validate(stub, code, sent.body.otpSecret)).body.secret as string;
  }

  it('uses the reset secret once', async () => {
    const stub = makeStub();
    const secret = await resetSecret(stub);
    const body = { password: 'First#Pass1', secret };
    expect((await stub.call('POST', '/user/v1/resetPassword', { body })).json.status).toBe(true);
    const again = await stub.call('POST', '/user/v1/resetPassword', {
      body: { password: 'Second#Pass2', secret },
    });
    expect(again.json.message).toBe('Invalid or expired request. Request a new OTP.');
    await stub.login('student@example.com', 'First#Pass1');
  });

  it('refuses a reset secret older than 10 minutes', async () => {
    const stub = makeStub();
    const secret = await resetSecret(stub);
    stub.advance(10 * minute);
    const answer = await stub.call('POST', '/user/v1/resetPassword', {
      body: { password: 'First#Pass1', secret },
    });
    expect(answer.json.status).toBe(false);
  });

  it('refuses the OTP secret in place of the reset secret', async () => {
    const stub = makeStub();
    const sent = await forgot(stub, 'student@example.com');
    const answer = await stub.call('POST', '/user/v1/resetPassword', {
      body: { password: 'First#Pass1', secret: sent.body.otpSecret },
    });
    expect(answer.json.status).toBe(false);
  });

  it('signs out the sessions that were open', async () => {
    const stub = makeStub();
    const { token } = await stub.login('student@example.com');
    const secret = await resetSecret(stub);
    await stub.call('POST', '/user/v1/resetPassword', {
      body: { password: 'First#Pass1', secret },
    });
    expect((await stub.call('GET', '/user/v1/getUserInfo', { token })).status).toBe(401);
  });

  it("takes a password without a special character, as the seed's reset rule does (§5)", async () => {
    const stub = makeStub();
    const secret = await resetSecret(stub);
    const answer = await stub.call('POST', '/user/v1/resetPassword', {
      body: { password: 'Campus2025', secret },
    });
    expect(answer.json.status).toBe(true);
    await stub.login('student@example.com', 'Campus2025');
  });

  it('answers 400 naming the password when it is too weak', async () => {
    const stub = makeStub();
    for (const password of ['Short1!', 'nouppercase1!', 'NOLOWERCASE1!', 'NoDigits!!']) {
      expectInvalidField(
        await stub.call('POST', '/user/v1/resetPassword', { body: { password, secret: 's' } }),
        '/password',
      );
    }
  });
});
