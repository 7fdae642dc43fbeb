import { timingSafeEqual } from 'node:crypto';
import { UserOps } from '#openapi/operations/user.ts';
import { route } from '../../contract/route.ts';
import type { StubApp, StubDeps } from '../context.ts';
import { otpLifeMs } from './forgot-password.ts';
import { opaqueHandle } from './secrets.ts';

/** A secret dies after this many wrong codes (D10). */
export const maxOtpTries = 5;

const sameCode = (code: string | null, passcode: string) =>
  code !== null && timingSafeEqual(Buffer.from(code), Buffer.from(passcode));

/** POST /user/v1/validateEmailOtp: the right code, once, buys a reset secret valid 10 minutes. */
export function validateEmailOtp(app: StubApp, deps: StubDeps) {
  route(app, UserOps.validateEmailOtp, ({ body: { passcode, secret }, refuse }) => {
    const { store } = deps;
    const now = deps.now();
    const challenge = store.otpChallenges.get(secret);
    if (!challenge || challenge.used) return refuse('RESET_SECRET_INVALID');
    if (challenge.tries >= maxOtpTries) return refuse('OTP_TOO_MANY_TRIES');
    if (now >= challenge.expiresAt) return refuse('OTP_EXPIRED');
    if (!sameCode(challenge.code, passcode)) {
      challenge.tries += 1;
      return refuse(challenge.tries >= maxOtpTries ? 'OTP_TOO_MANY_TRIES' : 'OTP_INVALID');
    }
    challenge.used = true;
    const resetSecret = opaqueHandle();
    store.resetGrants.set(resetSecret, {
      email: challenge.email,
      expiresAt: now + otpLifeMs,
      used: false,
    });
    return { message: 'OTP verified', body: { secret: resetSecret } };
  });
}
