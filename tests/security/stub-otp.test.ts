/**
 * The probe's arithmetic: 5 tries per secret and a new secret every minute let one attacker try
 * 7,200 codes a day against one email's 4-digit OTP (a 51% chance of a hit). Wrong codes now count
 * per email across secrets (10 an hour) and sends per email are capped (5 a day), so a day buys
 * at most 5 sends × 5 tries = 25 guesses (0.25%).
 */
import { describe, expect, it } from 'vitest';
import { makeStub } from '../../server/stub/test-support/stub.ts';

type Stub = ReturnType<typeof makeStub>;

const minute = 60 * 1000;
const hour = 60 * minute;

const forgot = async (stub: Stub, email: string) =>
  (await stub.call('POST', '/user/v1/forgotPassword', { body: { username: email } })).json;

const validate = async (stub: Stub, passcode: string, secret: string) =>
  (await stub.call('POST', '/user/v1/validateEmailOtp', { body: { passcode, secret } })).json;

/** The code mailed last to `email` (QA outbox), or undefined for an unknown email. */
const mailedCode = async (stub: Stub, email: string): Promise<string | undefined> =>
  (await stub.call('GET', `/__stub/outbox?email=${encodeURIComponent(email)}`)).json.body.at(-1)
    ?.otp;

const wrongFor = (code: string | undefined) => (code === '0000' ? '1111' : '0000');

/**
 * An attacker for a day: every `everyMinutes` a new secret, then five codes, all wrong so that
 * every guess the server weighs shows. Answers the guesses weighed and every answer's code.
 */
async function guessForADay(stub: Stub, email: string, everyMinutes = 1) {
  let weighed = 0;
  const codes: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += everyMinutes) {
    const sent = await forgot(stub, email);
    codes.push(sent.code ?? 'sent');
    if (sent.status) {
      const wrong = wrongFor(await mailedCode(stub, email));
      for (let tries = 0; tries < 5; tries++) {
        const answer = await validate(stub, wrong, sent.body.otpSecret);
        codes.push(answer.code ?? 'verified');
        if (answer.code === 'OTP_INVALID' || answer.code === 'OTP_TOO_MANY_TRIES') weighed += 1;
      }
    }
    stub.advance(everyMinutes * minute);
  }
  return { weighed, codes };
}

describe('guessing one email’s OTP for a day', () => {
  it("weighs 10 of the probe's guesses (a new secret every minute), down from 7,200", async () => {
    const { weighed } = await guessForADay(makeStub(), 'student@example.com');
    console.log(`OTP guesses weighed in 24 h, a new secret every minute: ${weighed}`);
    expect(weighed).toBe(10);
  });

  it('weighs at most 25 when the attacker spaces the five sends out (5 sends × 5 tries)', async () => {
    const { weighed } = await guessForADay(makeStub(), 'student@example.com', 4 * 60);
    console.log(`OTP guesses weighed in 24 h, a new secret every 4 hours: ${weighed}`);
    expect(weighed).toBe(25);
  });

  it('answers an unknown email exactly as a known one', async () => {
    const known = await guessForADay(makeStub(), 'student@example.com');
    const unknown = await guessForADay(makeStub(), 'nobody@example.com');
    expect(unknown.codes).toEqual(known.codes);
  });
});

describe('wrong codes per email, across secrets', () => {
  it('refuses even the right code after 10 wrong ones in an hour, and takes it an hour later', async () => {
    const stub = makeStub({ limits: { otpSendsPerDay: 100 } });
    const email = 'student2@example.com';
    for (let secrets = 0; secrets < 2; secrets++) {
      const sent = await forgot(stub, email);
      const wrong = wrongFor(await mailedCode(stub, email));
      for (let tries = 0; tries < 5; tries++) await validate(stub, wrong, sent.body.otpSecret);
      stub.advance(minute);
    }
    const third = await forgot(stub, email);
    const right = (await mailedCode(stub, email)) ?? '';
    expect(await validate(stub, right, third.body.otpSecret)).toMatchObject({
      status: false,
      code: 'OTP_GUESS_LIMIT',
      message: 'Too many wrong OTPs for this email. Please try again in an hour.',
    });
    stub.advance(hour);
    const later = await forgot(stub, email);
    const code = (await mailedCode(stub, email)) ?? '';
    expect((await validate(stub, code, later.body.otpSecret)).status).toBe(true);
  });
});

describe('OTP sends per email', () => {
  it('refuses a sixth send in 24 hours, and sends again a day after the first', async () => {
    const stub = makeStub();
    for (let sends = 0; sends < 5; sends++) {
      expect((await forgot(stub, 'student@example.com')).status).toBe(true);
      stub.advance(minute);
    }
    expect(await forgot(stub, 'student@example.com')).toMatchObject({
      status: false,
      code: 'OTP_SEND_LIMIT',
    });
    expect(await forgot(stub, 'nobody@example.com')).toMatchObject({ status: true });
    stub.advance(24 * hour - 5 * minute);
    expect((await forgot(stub, 'student@example.com')).status).toBe(true);
  });
});
