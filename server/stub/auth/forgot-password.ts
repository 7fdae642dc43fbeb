import { UserMessages, UserOps } from '#openapi/operations/user.ts';
import { route } from '../../contract/route.ts';
import { isoAt, type StubApp, type StubDeps } from '../context.ts';
import { keepNewest } from '../retention.ts';
import { otpUsageOf } from './otp-usage.ts';
import { opaqueHandle, otpCode } from './secrets.ts';
import { findUserByEmail } from './store.ts';

/** OTPs live 10 minutes; one send per email per minute (D10). */
export const otpLifeMs = 10 * 60 * 1000;
export const resendWaitMs = 60 * 1000;

/**
 * POST /user/v1/forgotPassword. Known and unknown emails get the same answer, and count against the
 * same limits: an unknown email gets a decoy secret that behaves like a real one but never validates.
 */
export function forgotPassword(app: StubApp, deps: StubDeps) {
  route(app, UserOps.forgotPassword, ({ body, refuse }) => {
    const email = body.username.toLowerCase();
    const { store, limits } = deps;
    const now = deps.now();
    const usage = otpUsageOf(store, email, now, limits);
    if (!usage) return refuse('OTP_SEND_LIMIT');
    const lastSent = usage.sentAt.at(-1);
    if (lastSent !== undefined && now - lastSent < resendWaitMs) return refuse('OTP_WAIT');
    if (usage.sentAt.length >= limits.otpSendsPerDay) return refuse('OTP_SEND_LIMIT');
    usage.sentAt.push(now);
    // Only the newest code works: the mail the user reads last matches the secret they hold.
    if (usage.otpSecret) store.otpChallenges.delete(usage.otpSecret);
    const user = findUserByEmail(store, email);
    const code = user ? otpCode() : null;
    const otpSecret = opaqueHandle();
    usage.otpSecret = otpSecret;
    store.otpChallenges.set(otpSecret, { email, code, expiresAt: now + otpLifeMs, tries: 0 });
    if (user && code) {
      store.outbox.push({
        to: user.email,
        subject: 'Your password reset code',
        text: `Hello ${user.displayName}, your one-time code is ${code}. It is valid for 10 minutes. If you did not ask to reset your password, ignore this mail.`,
        otp: code,
        sentAt: isoAt(now),
      });
      keepNewest(store.outbox, (mail) => mail.to, {
        perKey: limits.outboxPerEmail,
        overall: limits.outbox,
      });
      deps.log({ event: 'stub.otp', email: user.email, otp: code });
    }
    return { message: UserMessages.otpSent, body: { otpSecret } };
  });
}
