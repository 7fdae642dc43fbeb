import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from '../app-env.ts';

/** How often a replica falling back asks whether the store answers again. */
const PROBE_MS = 1_000;

/** Where the limits count: in the shared store, or in this replica's memory while it is away. */
export type StoreState = 'shared' | 'fallback';
export type StoreStateListener = (state: StoreState, reason: string) => void;

/** What the shared store needs from the configuration (RATE_LIMIT_STORE and its companions). */
export type StoreOptions = {
  /** A redis:// or rediss:// URL, with user, password and database as Redis and Valkey take them. */
  url: string;
  /** The most a limit waits on the store before counting in memory instead. */
  timeoutMs: number;
  logger: Logger;
};

/**
 * The connection to the Valkey or Redis that every replica counts in (D31), and whether it is in
 * use. Nothing waits on it: a command fails at once while the connection is down (no offline
 * queue) and after `timeoutMs` when the store is slow, and the limits then count this replica's
 * share in memory. Each change between 'shared' and 'fallback' is logged once and told to the
 * listeners (`onStoreStateChange`: the metrics count fall-backs there).
 */
export function createLimitStore(options: StoreOptions) {
  const { logger } = options;
  const listeners = new Set<StoreStateListener>();
  let state: StoreState | undefined;
  const client = new Redis(options.url, {
    commandTimeout: options.timeoutMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: Math.max(1_000, options.timeoutMs),
    // Reconnect quickly at first, then every 2 s: a store coming back is used again within 2 s.
    retryStrategy: (times) => Math.min(times * 100, 2_000),
  });

  // While falling back, a ping each second finds the store back even when no limited request
  // comes to try it (a stalled store keeps its connection, so no 'ready' says so).
  let probe: NodeJS.Timeout | undefined;
  let closed = false;
  const setState = (next: StoreState, reason: string) => {
    if (state === next || closed) return;
    state = next;
    clearInterval(probe);
    probe = undefined;
    if (next === 'fallback') {
      probe = setInterval(() => {
        if (client.status === 'ready') {
          client.ping().then(
            () => setState('shared', 'the store answered'),
            () => undefined,
          );
        }
      }, PROBE_MS);
      probe.unref();
    }
    logger({
      time: new Date().toISOString(),
      level: next === 'shared' ? 'info' : 'warn',
      event:
        next === 'shared'
          ? 'rate limits counted in the shared store'
          : "rate limits counted in memory, this replica's share, until the store answers",
      store: safeLocation(options.url),
      reason,
    });
    for (const listener of listeners) listener(next, reason);
  };
  client.on('ready', () => setState('shared', 'connected'));
  // Without a listener, ioredis prints every connection error to the console.
  client.on('error', (error: Error) => setState('fallback', error.message));
  client.on('close', () => setState('fallback', 'connection closed'));

  return {
    client,
    /** The state now; undefined until the first connection attempt ends. */
    state: () => state,
    /** A command answered: the store is in use. */
    answered: () => setState('shared', 'the store answered'),
    /** A command failed or timed out. */
    failed: (reason: string) => setState('fallback', reason),
    /** Calls `listener` on every change of state; returns the way to stop. */
    onStoreStateChange(listener: StoreStateListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close: async () => {
      closed = true;
      clearInterval(probe);
      listeners.clear();
      client.disconnect();
    },
  };
}

export type LimitStore = ReturnType<typeof createLimitStore>;

/**
 * A key as the store keeps it: hashed, so an account name of any length (up to BODY_LIMIT) takes
 * a few bytes there, and the store holds no email in the clear.
 */
export function hashedKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 32);
}

/** The store's host and port for the log: never its password. */
function safeLocation(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}
