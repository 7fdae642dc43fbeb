import { createHash } from 'node:crypto';

/** Keys longer than this are stored as their SHA-256, so a 1 MB "email" costs 43 bytes. */
const MAX_KEY_LENGTH = 64;

const storedKey = (key: string) =>
  key.length > MAX_KEY_LENGTH ? createHash('sha256').update(key).digest('base64url') : key;

/**
 * A map that forgets: each entry expires at its own time, and past `maxKeys` the entry written
 * longest ago goes first, so an attacker sending endless new keys (unique emails) moves the
 * oldest out instead of growing memory. Expired entries are swept from the oldest end on every
 * write.
 */
export class BoundedMap<Value> {
  readonly #entries = new Map<string, { value: Value; expiresAt: number }>();
  readonly #maxKeys: number;
  readonly #now: () => number;

  constructor(maxKeys: number, now: () => number) {
    this.#maxKeys = maxKeys;
    this.#now = now;
  }

  get size() {
    return this.#entries.size;
  }

  get(key: string): Value | undefined {
    const stored = storedKey(key);
    const entry = this.#entries.get(stored);
    if (!entry) return undefined;
    if (entry.expiresAt > this.#now()) return entry.value;
    this.#entries.delete(stored);
    return undefined;
  }

  /** Writes the entry as the newest one. */
  set(key: string, value: Value, expiresAt: number) {
    const stored = storedKey(key);
    this.#entries.delete(stored);
    this.#entries.set(stored, { value, expiresAt });
    const now = this.#now();
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.#maxKeys && entry.expiresAt > now) break;
      this.#entries.delete(oldest);
    }
  }

  clear() {
    this.#entries.clear();
  }
}
