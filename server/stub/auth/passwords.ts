import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keyLength: number,
) => Promise<Buffer>;

const keyLength = 32;

// Only the async scrypt, on libuv's threadpool: ~50 ms of CPU a call must never hold the event loop.
// And on one core fewer than the machine has: libuv's 4 threads on a 2-core machine left the event
// loop waiting for a core (other requests' worst latency 18-188 ms under a sign-in flood, 3-4 ms
// with one hashing slot), and each scrypt call holds 16 MB while it runs.
const hashingSlots = Math.max(1, availableParallelism() - 1);
let hashing = 0;
const waitingForSlot: (() => void)[] = [];

async function scryptInSlot(password: string, salt: Buffer): Promise<Buffer> {
  if (hashing < hashingSlots) hashing += 1;
  else await new Promise<void>((resolve) => waitingForSlot.push(resolve));
  try {
    return await scryptAsync(password, salt, keyLength);
  } finally {
    // The slot passes straight to the next caller waiting, else it is freed.
    const next = waitingForSlot.shift();
    if (next) next();
    else hashing -= 1;
  }
}

/** A scrypt hash in the form `scrypt$<salt base64url>$<key base64url>`; never the password itself. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptInSlot(password, salt);
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
  const actual = await scryptInSlot(password, salt);
  return (
    hash !== undefined && expected.length === actual.length && timingSafeEqual(expected, actual)
  );
}
