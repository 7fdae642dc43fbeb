/** RATE_LIMIT_STORE and its companions (D31): the URL forms Valkey and Redis take, and bad values. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { createLimitStore } from '../../server/security/rate-limit-store.ts';
import { configFailure } from './helpers/test-config.ts';

describe('RATE_LIMIT_STORE', () => {
  it('is off by default: the limits count in memory, one replica', () => {
    expect(loadConfig({})).toMatchObject({
      rateLimitStore: undefined,
      rateLimitStoreTimeoutMs: 50,
      rateLimitReplicas: 1,
    });
  });

  it.each([
    'redis://valkey:6379',
    'redis://:secret@valkey:6379/2',
    'redis://edge:secret@valkey',
    'rediss://edge:s%40cret@cache.example:6380/0',
  ])('takes %s', (url) => {
    expect(
      loadConfig({
        RATE_LIMIT_STORE: url,
        RATE_LIMIT_STORE_TIMEOUT_MS: '80',
        RATE_LIMIT_REPLICAS: '3',
      }),
    ).toMatchObject({ rateLimitStore: url, rateLimitStoreTimeoutMs: 80, rateLimitReplicas: 3 });
  });

  it.each([
    [{ RATE_LIMIT_STORE: 'valkey:6379' }, 'must be a redis:// or rediss:// URL naming a host'],
    [
      { RATE_LIMIT_STORE: 'http://valkey:6379' },
      'must be a redis:// or rediss:// URL naming a host',
    ],
    [{ RATE_LIMIT_STORE: 'redis://' }, 'must be a redis:// or rediss:// URL naming a host'],
    [
      { RATE_LIMIT_STORE: 'redis://valkey/cache' },
      'must name a database by its number (/0-/99) if any',
    ],
    [{ RATE_LIMIT_STORE: 'redis://valkey?tls=1' }, 'must not carry a query or a fragment'],
    [
      { RATE_LIMIT_STORE: 'redis://valkey', RATE_LIMITS: 'off' },
      'must be unset when RATE_LIMITS=off',
    ],
  ])('refuses %o: %s', (env, problem) => {
    expect(configFailure(env).message).toBe(`RATE_LIMIT_STORE: ${problem}`);
  });

  it.each([
    [{ RATE_LIMIT_STORE_TIMEOUT_MS: '0' }, 'RATE_LIMIT_STORE_TIMEOUT_MS'],
    [{ RATE_LIMIT_STORE_TIMEOUT_MS: '20000' }, 'RATE_LIMIT_STORE_TIMEOUT_MS'],
    [{ RATE_LIMIT_REPLICAS: '0' }, 'RATE_LIMIT_REPLICAS'],
    [{ RATE_LIMIT_REPLICAS: 'three' }, 'RATE_LIMIT_REPLICAS'],
  ])('refuses %o naming %s', (env, variable) => {
    expect(configFailure(env).variable).toBe(variable);
  });
});

describe('the store connection', () => {
  it('reads user, password, database and TLS from the URL, with short time-outs', async () => {
    const store = createLimitStore({
      url: 'rediss://edge:s%40cret@127.0.0.1:1/3',
      timeoutMs: 40,
      logger: () => {},
    });
    try {
      expect(store.client.options).toMatchObject({
        username: 'edge',
        password: 's@cret',
        db: 3,
        host: '127.0.0.1',
        port: 1,
        commandTimeout: 40,
        enableOfflineQueue: false,
      });
      expect(store.client.options.tls).toBeDefined();
    } finally {
      await store.close();
    }
  });

  it('without rediss:// speaks plain TCP', async () => {
    const store = createLimitStore({ url: 'redis://127.0.0.1:1', timeoutMs: 40, logger: () => {} });
    try {
      expect(store.client.options.tls).toBeUndefined();
    } finally {
      await store.close();
    }
  });
});
