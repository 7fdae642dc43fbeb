import { randomBytes, type ScryptOptions, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
) => Promise<Buffer>;

const keyLength = 32;

/**
 * scrypt's cost as log2 of its N: the stub hashes at 14 (~50 ms of CPU and 16 MB a hash) unless
 * STUB_PASSWORD_COST says another (server/config.ts checks its range), and every hash written
 * before hashes recorded their cost was made at 14.
 */
export const defaultPasswordCost = 14;
/** The most a stored hash may ask for: 64 MB of memory, STUB_PASSWORD_COST's top. */
const maxPasswordCost = 16;

/**
 * scrypt's options at `cost` (N = 2^cost, Node's r = 8 and p = 1). A hash holds 128·N·r bytes
 * while it runs, 64 MB at the highest cost: past Node's default cap of 32 MB, hence maxmem.
 */
const scryptOptions = (cost: number): ScryptOptions => ({
  N: 2 ** cost,
  maxmem: 2 * 128 * 8 * 2 ** cost,
});

// Only the async scrypt, on libuv's threadpool: ~50 ms of CPU a call must never hold the event loop.
// And on one core fewer than the machine has: libuv's 4 threads on a 2-core machine left the event
// loop waiting for a core (other requests' worst latency 18-188 ms under a sign-in flood, 3-4 ms
// with one hashing slot), and each scrypt call holds 16 MB while it runs.
export const hashingSlots = Math.max(1, availableParallelism() - 1);
let hashing = 0;
const waitingForSlot: (() => void)[] = [];

async function scryptInSlot(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  if (hashing < hashingSlots) hashing += 1;
  else await new Promise<void>((resolve) => waitingForSlot.push(resolve));
  try {
    return await scryptAsync(password, salt, keyLength, scryptOptions(cost));
  } finally {
    // The slot passes straight to the next caller waiting, else it is freed.
    const next = waitingForSlot.shift();
    if (next) next();
    else hashing -= 1;
  }
}

const format = (cost: number, salt: Buffer, key: Buffer) =>
  `scrypt$ln=${cost}$${salt.toString('base64url')}$${key.toString('base64url')}`;

type ParsedHash = { cost: number; salt: Buffer; key: Buffer };

/**
 * The parts of a hash: `scrypt$ln=<cost>$<salt>$<key>`, or `scrypt$<salt>$<key>` as hashes were
 * written before they recorded their cost, all at 14. Undefined for anything else, a cost out of
 * range included (hashes are the stub's own, but none may ask for more memory than the highest).
 */
function parseHash(hash: string): ParsedHash | undefined {
  const parts = hash.split('$');
  if (parts[0] !== 'scrypt') return undefined;
  const [costText, saltText, keyText] =
    parts.length === 3 ? [`ln=${defaultPasswordCost}`, parts[1], parts[2]] : parts.slice(1);
  const cost = Number(/^ln=([0-9]{1,2})$/.exec(costText ?? '')?.[1]);
  if (parts.length > 4 || !(cost >= 1 && cost <= maxPasswordCost)) {
    return undefined;
  }
  const salt = Buffer.from(saltText ?? '', 'base64url');
  const key = Buffer.from(keyText ?? '', 'base64url');
  return salt.length > 0 && key.length === keyLength ? { cost, salt, key } : undefined;
}

/**
 * A scrypt hash at `cost` in the form `scrypt$ln=<cost>$<salt base64url>$<key base64url>`; never
 * the password itself. The cost is recorded, so a hash verifies whatever the stub's cost is now.
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  return format(cost, salt, await scryptInSlot(password, salt, cost));
}

/**
 * Whether the password matches the hash, in constant time. `undefined` (an unknown email) or a
 * hash that does not parse is checked against a decoy at `cost`, the stub's, so that it costs one
 * scrypt as a wrong password does; the comparison's outcome is then discarded.
 */
export async function verifyPassword(
  password: string,
  hash: string | undefined,
  cost: number,
): Promise<boolean> {
  const parsed = hash === undefined ? undefined : parseHash(hash);
  const {
    cost: hashCost,
    salt,
    key,
  } = parsed ?? {
    cost,
    salt: randomBytes(16),
    key: randomBytes(keyLength),
  };
  const actual = await scryptInSlot(password, salt, hashCost);
  return parsed !== undefined && timingSafeEqual(key, actual);
}

const rehashed = new Map<string, string>();

/**
 * The seed's hash of `password` at `cost`: `hash` itself at the cost it was made at, else the same
 * salt hashed again at `cost`, once per process (a seed is made synchronously, and again on every
 * reset). The seeds store precomputed hashes at 14, since hashing them at start-up would hold the
 * event loop ~300 ms; at a lower cost it takes a few milliseconds.
 */
export function seedHashAt(hash: string, password: string, cost: number): string {
  const parsed = parseHash(hash);
  if (!parsed) throw new Error('a seed password hash does not parse');
  if (parsed.cost === cost) return hash;
  const id = `${cost}$${hash}`;
  let again = rehashed.get(id);
  if (again === undefined) {
    again = format(
      cost,
      parsed.salt,
      scryptSync(password, parsed.salt, keyLength, scryptOptions(cost)),
    );
    rehashed.set(id, again);
  }
  return again;
}
