import type { StubLimits } from '../limits.ts';
import { touch } from '../retention.ts';
import type { AuthStore, OtpUsage } from './store.ts';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/**
 * The email's password-recovery record with its counts narrowed to their windows (sends: 24 h,
 * wrong codes: 1 h), marked as just used. Null when the email has none and the table is full.
 */
export function otpUsageOf(
  store: AuthStore,
  email: string,
  now: number,
  limits: StubLimits,
): OtpUsage | null {
  const known = store.otpLimits.get(email);
  if (!known && store.otpLimits.size >= limits.otpEmails) return null;
  const usage = known ?? {
    sentAt: [],
    wrongAt: [],
    otpSecret: null,
    resetSecret: null,
    lastUsedAt: now,
  };
  usage.sentAt = usage.sentAt.filter((at) => now - at < dayMs);
  usage.wrongAt = usage.wrongAt.filter((at) => now - at < hourMs);
  usage.lastUsedAt = now;
  touch(store.otpLimits, email, usage);
  return usage;
}
