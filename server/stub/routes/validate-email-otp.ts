import { timingSafeEqual } from 'node:crypto';
import { UserMessages, UserOps } from '#openapi/operations/user.ts';
import { reject, reply, type StubApp, type StubDeps } from '../context.ts';
import { opaqueHandle } from '../secrets.ts';
import { validate } from '../validate.ts';
import { otpLifeMs } from './forgot-password.ts';

const op = UserOps.validateEmailOtp;

/** A secret dies after this many wrong codes (D10). */
export const maxOtpTries = 5;

const sameCode = (code: string | null, passcode: string) =>
  code !== null && timingSafeEqual(Buffer.from(code), Buffer.from(passcode));

/** POST /user/v1/validateEmailOtp: the right code, once, buys a reset secret valid 10 minutes. */
export function registerValidateEmailOtp(app: StubApp, deps: StubDeps) {
  app.post(op.path, validate('json', op.body), (c) => {
    const { passcode, secret } = c.req.valid('json');
    const { store } = deps;
    const now = deps.now();
    const challenge = store.otpChallenges.get(secret);
    if (!challenge || challenge.used) return reject(c, UserMessages.secretInvalid);
    if (challenge.tries >= maxOtpTries) return reject(c, UserMessages.otpTooMany);
    if (now >= challenge.expiresAt) return reject(c, UserMessages.otpExpired);
    if (!sameCode(challenge.code, passcode)) {
      challenge.tries += 1;
      return reject(
        c,
        challenge.tries >= maxOtpTries ? UserMessages.otpTooMany : UserMessages.otpInvalid,
      );
    }
    challenge.used = true;
    const resetSecret = opaqueHandle();
    store.resetGrants.set(resetSecret, {
      email: challenge.email,
      expiresAt: now + otpLifeMs,
      used: false,
    });
    return reply(c, op.response, {
      status: true,
      message: 'OTP verified',
      body: { secret: resetSecret },
    });
  });
}
