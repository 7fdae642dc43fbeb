import { timingSafeEqual } from 'node:crypto';
import { UserOps } from '#openapi/operations/user.ts';
import { route } from '../../contract/route.ts';
import type { StubApp, StubDeps } from '../context.ts';
import { otpLifeMs } from './forgot-password.ts';
import { otpUsageOf } from './otp-usage.ts';
import { opaqueHandle } from './secrets.ts';

/** A secret dies after this many wrong codes (D10). */
export const maxOtpTries = 5;

const sameCode = (code: string | null, passcode: string) =>
  code !== null && timingSafeEqual(Buffer.from(code), Buffer.from(passcode));

/**
 * POST /user/v1/validateEmailOtp: the right code, once, buys a reset secret valid 10 minutes.
 * Wrong codes count per secret (D10) and per email across its secrets, so asking for a new secret
 * every minute does not buy more guesses.
 */
export function validateEmailOtp(app: StubApp, deps: StubDeps) {
  route(app, UserOps.validateEmailOtp, ({ body: { passcode, secret }, refuse }) => {
    const { store, limits } = deps;
    const now = deps.now();
    const challenge = store.otpChallenges.get(secret);
    if (!challenge) return refuse('RESET_SECRET_INVALID');
    if (challenge.tries >= maxOtpTries) return refuse('OTP_TOO_MANY_TRIES');
    if (now >= challenge.expiresAt) return refuse('OTP_EXPIRED');
    const usage = otpUsageOf(store, challenge.email, now, limits);
    // Checked before the code, so the guess past the limit learns nothing even when it is right.
    if (!usage || usage.wrongAt.length >= limits.otpWrongCodesPerHour) {
      return refuse('OTP_GUESS_LIMIT');
    }
    if (!sameCode(challenge.code, passcode)) {
      challenge.tries += 1;
      usage.wrongAt.push(now);
      return refuse(challenge.tries >= maxOtpTries ? 'OTP_TOO_MANY_TRIES' : 'OTP_INVALID');
    }
    store.otpChallenges.delete(secret);
    usage.otpSecret = null;
    if (usage.resetSecret) store.resetGrants.delete(usage.resetSecret);
    const resetSecret = opaqueHandle();
    usage.resetSecret = resetSecret;
    store.resetGrants.set(resetSecret, { email: challenge.email, expiresAt: now + otpLifeMs });
    return { message: 'OTP verified', body: { secret: resetSecret } };
  });
}
