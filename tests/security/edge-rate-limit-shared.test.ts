/**
 * D31: with RATE_LIMIT_STORE, replicas count every limit together in a real Redis-protocol server
 * (tests/server/helpers/redis-store.ts: Valkey in a container, or redis-server), so an attacker
 * spreading guesses over two edges is stopped at the same count as by one. When the store stops
 * or stalls, each edge counts its share in memory, never answers 5xx, and says so once; when the
 * store is back, they count together again.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { Config } from '../../server/config.ts';
import type { StoreState } from '../../server/security/rate-limit-store.ts';
import { type RedisStore, startRedisStore } from '../server/helpers/redis-store.ts';
import { serveApp } from '../server/helpers/serve-app.ts';
import { collectingLogger, testConfig } from '../server/helpers/test-config.ts';
import {
  type JsonAnswer,
  loginBody,
  postJson,
  RIGHT_PASSWORD,
  WRONG_PASSWORD,
} from './helpers/post-json.ts';

const LOGIN = '/api/user/v1/login';
const SHARED_EVENT = 'rate limits counted in the shared store';
const FALLBACK_EVENT =
  "rate limits counted in memory, this replica's share, until the store answers";

type Edge = {
  port: number;
  lines: Record<string, unknown>[];
  states: StoreState[];
  close: () => Promise<void>;
};
const edges: Edge[] = [];
const stores: RedisStore[] = [];

async function startEdge(overrides: Partial<Config>): Promise<Edge> {
  const { lines, logger } = collectingLogger();
  const app = createApp(
    testConfig({ distDir: '/nonexistent-dist', rateLimitReplicas: 2, ...overrides }),
    { logger },
  );
  const states: StoreState[] = [];
  app.edge.rateLimits?.onStoreStateChange((state) => states.push(state));
  const served = await serveApp(app);
  const edge = {
    port: served.port,
    lines,
    states,
    close: async () => {
      await served.close();
      await app.edge.close();
    },
  };
  edges.push(edge);
  return edge;
}

/** Resolves once the edge's last change of state is `state` (10 s at most). */
async function reached(edge: Edge, state: StoreState) {
  const deadline = Date.now() + 10_000;
  while (edge.states.at(-1) !== state) {
    if (Date.now() > deadline) throw new Error(`never ${state}: ${edge.states.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const login = (edge: Edge, email: string, password: string, from: string) =>
  postJson(edge.port, LOGIN, loginBody(email, password), { from });

const expectLimited = (answer: JsonAnswer) => {
  expect(answer.status).toBe(429);
  expect(answer.body).toMatchObject({ status: false, code: 'RATE_LIMITED' });
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
};

/** How many wrong passwords pass before the first 429, alternating over `over`. */
async function failuresBeforeLimit(over: Edge[], email: string, from: string) {
  for (let i = 0; i < 40; i++) {
    const answer = await login(over[i % over.length] as Edge, email, WRONG_PASSWORD, from);
    if (answer.status === 429) {
      expectLimited(answer);
      return i;
    }
    expect(answer).toMatchObject({ status: 200, body: { status: false } });
  }
  return Infinity;
}

const events = (edge: Edge, event: string) => edge.lines.filter((line) => line.event === event);

let store: RedisStore;
let a: Edge;
let b: Edge;
beforeAll(async () => {
  store = await startRedisStore();
  stores.push(store);
  a = await startEdge({ rateLimitStore: store.url });
  b = await startEdge({ rateLimitStore: store.url });
  await Promise.all([reached(a, 'shared'), reached(b, 'shared')]);
});
afterAll(async () => {
  for (const edge of edges) await edge.close();
  for (const each of stores) await each.close();
});

describe('two edges sharing one store', () => {
  it('stop wrong passwords split across them at the same count as one edge', async () => {
    const alone = await startEdge({});
    expect(await failuresBeforeLimit([alone], 'alone@example.com', '127.0.30.1')).toBe(10);
    expect(await failuresBeforeLimit([a, b], 'split@example.com', '127.0.30.2')).toBe(10);
    // Either edge refuses from then on, and the right password from there waits too.
    expectLimited(await login(a, 'split@example.com', RIGHT_PASSWORD, '127.0.30.2'));
    expectLimited(await login(b, 'split@example.com', WRONG_PASSWORD, '127.0.30.2'));
  });

  it('count one account guessed from many addresses across both', async () => {
    const account = 'many-addresses@example.com';
    for (let i = 0; i < 30; i++) {
      const edge = i % 2 ? a : b;
      expect((await login(edge, account, WRONG_PASSWORD, `127.0.31.${i + 1}`)).status).toBe(200);
    }
    expectLimited(await login(a, account, WRONG_PASSWORD, '127.0.31.200'));
  });

  it('know the address an account signed in from through the other edge', async () => {
    const account = 'recruiter@example.com';
    expect((await login(a, account, RIGHT_PASSWORD, '127.0.32.1')).body.status).toBe(true);
    for (let i = 0; i < 30; i++) await login(b, account, WRONG_PASSWORD, `127.0.33.${i + 1}`);
    expectLimited(await login(a, account, WRONG_PASSWORD, '127.0.33.200'));
    // Locked for new addresses, but not at the user's own, which edge A saw.
    expect(await login(b, account, RIGHT_PASSWORD, '127.0.32.1')).toMatchObject({
      status: 200,
      body: { status: true },
    });
  });
});

describe('the store stopping mid-run', () => {
  it('leaves each edge its share in memory, no 5xx, one log line; then shared again', async () => {
    const before = events(a, FALLBACK_EVENT).length;
    await store.stop();
    // Half the limit of 10 each (RATE_LIMIT_REPLICAS=2): the 6th wrong password on A is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await login(a, 'outage@example.com', WRONG_PASSWORD, '127.0.34.1')).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(events(a, FALLBACK_EVENT).length).toBe(before + 1);
    expect(a.states.at(-1)).toBe('fallback');
    expect(JSON.stringify(events(a, FALLBACK_EVENT))).not.toContain('password');

    await store.start();
    await Promise.all([reached(a, 'shared'), reached(b, 'shared')]);
    expect(events(a, SHARED_EVENT).length).toBeGreaterThanOrEqual(2);
    expect(await failuresBeforeLimit([a, b], 'after-outage@example.com', '127.0.34.2')).toBe(10);
  });

  it('counts in memory while the store stalls past the time-out, and never waits for it', async () => {
    const before = { a: a.states.length, b: b.states.length };
    const pauser = new Redis(store.url);
    await pauser.call('CLIENT', 'PAUSE', '3000', 'ALL');
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        login(i % 2 ? a : b, 'stalled@example.com', WRONG_PASSWORD, '127.0.35.1'),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(a.states.slice(before.a)).toContain('fallback');
    expect(b.states.slice(before.b)).toContain('fallback');
    pauser.disconnect();
    await Promise.all([reached(a, 'shared'), reached(b, 'shared')]);
  });
});

describe('a store behind a password', () => {
  it('is reached with the password in the URL, and refused without it', async () => {
    const locked = await startRedisStore({ password: 'store pass/word' });
    stores.push(locked);
    const right = await startEdge({ rateLimitStore: locked.url });
    await reached(right, 'shared');
    const other = await startEdge({ rateLimitStore: locked.url });
    await reached(other, 'shared');
    expect(await failuresBeforeLimit([right, other], 'pw@example.com', '127.0.36.1')).toBe(10);

    const wrong = await startEdge({ rateLimitStore: `redis://127.0.0.1:${locked.port}` });
    await reached(wrong, 'fallback');
    expect((await login(wrong, 'pw@example.com', WRONG_PASSWORD, '127.0.36.2')).status).toBe(200);
  });
});
