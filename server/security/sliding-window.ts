import { BoundedMap } from './bounded-map.ts';

type Window = { start: number; current: number; previous: number };

/** One counted attempt, so it can be taken back when it turns out not to count (a success). */
export type Charge = { key: string; windowStart: number };

/**
 * About `limit` attempts per key per `windowMs`, estimated the way Cloudflare does: the count of
 * the current fixed window plus the previous window's, weighted by how much of it the sliding
 * window still overlaps. Two numbers per key instead of a timestamp per attempt. Never more than
 * `limit` in one fixed window (so never more than twice that in any span of `windowMs`), and
 * under a steady attack a little less than `limit` per window. An attempt that is refused is not
 * counted, so hammering a locked key does not keep it locked: it opens as the counted attempts
 * slide out.
 */
export class SlidingWindowLimit {
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #now: () => number;
  readonly #windows: BoundedMap<Window>;

  constructor(options: { limit: number; windowMs: number; maxKeys: number; now: () => number }) {
    this.#limit = options.limit;
    this.#windowMs = options.windowMs;
    this.#now = options.now;
    this.#windows = new BoundedMap(options.maxKeys, options.now);
  }

  get size() {
    return this.#windows.size;
  }

  /** 0 when one more attempt fits; else the milliseconds until one does. */
  retryAfterMs(key: string): number {
    const window = this.#current(key);
    if (!window) return 0;
    const now = this.#now();
    const limit = this.#limit;
    const weight = 1 - (now - window.start) / this.#windowMs;
    if (window.previous * weight + window.current + 1 <= limit) return 0;
    if (window.current + 1 > limit) {
      // Next window: this window's count weighs less as the next one advances.
      const into = this.#windowMs * (1 - (limit - 1) / window.current);
      return Math.max(1, window.start + this.#windowMs + into - now);
    }
    const into = this.#windowMs * (1 - (limit - 1 - window.current) / window.previous);
    return Math.max(1, window.start + into - now);
  }

  /** Counts one attempt. */
  charge(key: string): Charge {
    const window = this.#current(key) ?? { start: this.#now(), current: 0, previous: 0 };
    window.current += 1;
    this.#windows.set(key, window, window.start + 2 * this.#windowMs);
    return { key, windowStart: window.start };
  }

  /** Takes back a counted attempt, if its window is still remembered. */
  refund(charge: Charge) {
    const window = this.#current(charge.key);
    if (!window) return;
    if (window.start === charge.windowStart) window.current = Math.max(0, window.current - 1);
    else if (window.start === charge.windowStart + this.#windowMs) {
      window.previous = Math.max(0, window.previous - 1);
    }
  }

  clear() {
    this.#windows.clear();
  }

  /** The key's window, moved on to the fixed window `now` falls in. */
  #current(key: string): Window | undefined {
    const window = this.#windows.get(key);
    if (!window) return undefined;
    const passed = Math.floor((this.#now() - window.start) / this.#windowMs);
    if (passed >= 1) {
      window.previous = passed === 1 ? window.current : 0;
      window.current = 0;
      window.start += passed * this.#windowMs;
    }
    return window;
  }
}
