import {
  RateLimiterCompatibleAbstract,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { BoundedMap } from './bounded-map.ts';
import type { Rule } from './rate-limit-rules.ts';
import { hashedKey, type LimitStore } from './rate-limit-store.ts';
import { SlidingWindowLimit } from './sliding-window.ts';

/**
 * One attempt at a rule's limit. `waitMs > 0`: refused, and nothing was counted; else it was
 * counted, and `refund` takes it back (a success, where only failures count, or another rule
 * refused the attempt).
 */
export type Attempted = { waitMs: number; refund?: () => void | Promise<void> };

/** One rule's counts: in this process's memory, or in the shared store (D31). */
export type RuleTable = {
  attempt: (key: string) => Attempted | Promise<Attempted>;
  /** Forgets every count (the QA reset). */
  clear: () => void | Promise<void>;
  /** Keys held in this process's memory. */
  readonly size: number;
};

/** What the edge remembers besides counts: addresses accounts signed in from, OTP secrets' accounts. */
export type MemoTable = {
  get: (key: string) => string | undefined | Promise<string | undefined>;
  set: (key: string, value: string, expiresAt: number) => void;
  clear: () => void | Promise<void>;
  readonly size: number;
};

type TableOptions = { maxKeys: number; now: () => number };

/** Today's limits, in memory: check, then count (synchronous, so concurrent attempts cannot race). */
export function memoryRuleTable(window: SlidingWindowLimit): RuleTable {
  return {
    attempt(key) {
      const waitMs = window.retryAfterMs(key);
      if (waitMs > 0) return { waitMs };
      const charge = window.charge(key);
      return { waitMs: 0, refund: () => window.refund(charge) };
    },
    clear: () => window.clear(),
    get size() {
      return window.size;
    },
  };
}

export function memoryMemo({ maxKeys, now }: TableOptions): MemoTable {
  const map = new BoundedMap<string>(maxKeys, now);
  return {
    get: (key) => map.get(key),
    set: (key, value, expiresAt) => map.set(key, value, expiresAt),
    clear: () => map.clear(),
    get size() {
      return map.size;
    },
  };
}

/** The results the replica's share gave: what it counted, so a refund takes back exactly that. */
const countedHere = new WeakMap<RateLimiterRes, ReturnType<SlidingWindowLimit['charge']> | null>();

/**
 * rate-limiter-flexible's insurance limiter, answering while the store cannot: this replica's
 * share of the limit, in the same bounded sliding window as the in-memory limits (the library's
 * memory limiter keeps a timer per key and no bound on keys). It checks before it counts, so a
 * refused attempt counts nothing, as in memory.
 */
class ReplicaShare extends RateLimiterCompatibleAbstract {
  override readonly keyPrefix: string;
  override blockDuration = 0;
  override execEvenly = false;
  readonly window: SlidingWindowLimit;

  constructor(keyPrefix: string, window: SlidingWindowLimit) {
    super();
    this.keyPrefix = keyPrefix;
    this.window = window;
  }

  override consume(key: string | number): Promise<RateLimiterRes> {
    const waitMs = this.window.retryAfterMs(String(key));
    if (waitMs > 0) {
      const refused = new RateLimiterRes(0, waitMs);
      countedHere.set(refused, null);
      return Promise.reject(refused);
    }
    const counted = new RateLimiterRes(0, 0, 1);
    countedHere.set(counted, this.window.charge(String(key)));
    return Promise.resolve(counted);
  }

  // The point to take back was counted in the store, which did not answer: nothing here to take.
  override reward(): Promise<RateLimiterRes> {
    return Promise.resolve(new RateLimiterRes());
  }
  override penalty(): Promise<RateLimiterRes> {
    return Promise.resolve(new RateLimiterRes());
  }
  override get(): Promise<RateLimiterRes | null> {
    return Promise.resolve(null);
  }
  override set(): Promise<RateLimiterRes> {
    return Promise.resolve(new RateLimiterRes());
  }
  override block(): Promise<RateLimiterRes> {
    return Promise.resolve(new RateLimiterRes());
  }
  override delete(): Promise<boolean> {
    return Promise.resolve(false);
  }
}

/** Every key the limits keep in the store starts with this. */
const STORE_PREFIX = 'campus-rl';

/**
 * One rule counted in the shared store by rate-limiter-flexible: a fixed window of `windowMs`
 * from a key's first counted attempt, atomic across replicas (one Lua script per attempt). The
 * attempt is counted first and taken back when refused, so concurrent attempts on any replicas
 * never pass the limit together. While the store fails or is slow, the insurance limiter counts
 * this replica's share: the limit divided by `replicas`, rounded up.
 */
export function sharedRuleTable(
  rule: Pick<Rule, 'name' | 'limit' | 'windowMs'>,
  store: LimitStore,
  replicas: number,
  options: TableOptions,
): RuleTable {
  const share = new SlidingWindowLimit({
    ...options,
    limit: Math.ceil(rule.limit / replicas),
    windowMs: rule.windowMs,
  });
  const keyPrefix = `${STORE_PREFIX}:${rule.name.replaceAll(' ', '-')}`;
  const limiter = new RateLimiterRedis({
    storeClient: store.client,
    keyPrefix,
    points: rule.limit,
    duration: Math.ceil(rule.windowMs / 1000),
    rejectIfRedisNotReady: true,
    insuranceLimiter: new ReplicaShare(keyPrefix, share),
  });
  const takeBack = (key: string) =>
    limiter.reward(key).then(
      () => undefined,
      () => undefined,
    );
  return {
    async attempt(account) {
      const key = hashedKey(account);
      let result: RateLimiterRes;
      let refused = false;
      try {
        result = await limiter.consume(key);
      } catch (rejection) {
        // With an insurance limiter, the library rejects with a verdict only.
        result = rejection as RateLimiterRes;
        refused = true;
      }
      const here = countedHere.get(result);
      if (here === undefined) store.answered();
      else store.failed('a command failed or timed out');
      if (refused) {
        // Counted in the store before it was refused: a refused attempt does not count.
        if (here === undefined) await takeBack(key);
        return { waitMs: Math.max(1, result.msBeforeNext) };
      }
      return { waitMs: 0, refund: () => (here ? share.refund(here) : takeBack(key)) };
    },
    async clear() {
      share.clear();
      await forget(store, `${keyPrefix}:*`);
    },
    get size() {
      return share.size;
    },
  };
}

/**
 * A memo kept in the store, so that a sign-in through one replica makes the address known to all,
 * and an OTP secret mailed through one names its account on all. Written to memory too, and read
 * from there when the store does not answer.
 */
export function sharedMemo(name: string, store: LimitStore, options: TableOptions): MemoTable {
  const local = memoryMemo(options);
  const storeKeyOf = (key: string) => `${STORE_PREFIX}:${name}:${hashedKey(key)}`;
  return {
    async get(key) {
      try {
        const value = await store.client.get(storeKeyOf(key));
        store.answered();
        return value ?? local.get(key);
      } catch (error) {
        store.failed((error as Error).message);
        return local.get(key);
      }
    },
    set(key, value, expiresAt) {
      local.set(key, value, expiresAt);
      const ttlMs = Math.max(1, Math.round(expiresAt - options.now()));
      store.client.set(storeKeyOf(key), value, 'PX', ttlMs).then(
        () => store.answered(),
        (error: Error) => store.failed(error.message),
      );
    },
    async clear() {
      local.clear();
      await forget(store, `${STORE_PREFIX}:${name}:*`);
    },
    get size() {
      return local.size;
    },
  };
}

/** Deletes the store's keys matching `pattern`: only the QA reset does, on a test store. */
async function forget(store: LimitStore, pattern: string) {
  await store.client
    .eval(
      "for _, key in ipairs(redis.call('keys', ARGV[1])) do redis.call('del', key) end",
      0,
      pattern,
    )
    .catch(() => undefined);
}
