import { randomBytes, randomInt } from 'node:crypto';

/** An opaque random handle (192 bits, base64url): OTP secrets, reset secrets, session ids. */
export function opaqueHandle(): string {
  return randomBytes(24).toString('base64url');
}

/** A 4-digit one-time code (D10). */
export function otpCode(): string {
  return randomInt(0, 10_000).toString().padStart(4, '0');
}
