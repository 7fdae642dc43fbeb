import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keyLength: number,
) => Promise<Buffer>;

const keyLength = 32;

// Only the async scrypt, on libuv's threadpool: ~50 ms of CPU a call must never hold the event loop.

/** A scrypt hash in the form `scrypt$<salt base64url>$<key base64url>`; never the password itself. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, keyLength);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

// Compared against when the email is unknown, so a wrong email costs one scrypt as a wrong password
// does. Any salt and key of the right sizes will do: the comparison's outcome is discarded.
const decoyHash = `scrypt$${randomBytes(16).toString('base64url')}$${randomBytes(keyLength).toString('base64url')}`;

/** Whether the password matches the hash, in constant time; `undefined` checks against a decoy. */
export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  const [, saltText, keyText] = (hash ?? decoyHash).split('$');
  const salt = Buffer.from(saltText ?? '', 'base64url');
  const expected = Buffer.from(keyText ?? '', 'base64url');
  const actual = await scryptAsync(password, salt, keyLength);
  return (
    hash !== undefined && expected.length === actual.length && timingSafeEqual(expected, actual)
  );
}
