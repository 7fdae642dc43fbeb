/**
 * The limiter's own tables are bounded: an attacker sending a new email with every attempt moves
 * the oldest keys out instead of growing memory.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../server/app-env.ts';
import { createRateLimits } from '../../server/security/rate-limit.ts';
import { RULES } from '../../server/security/rate-limit-rules.ts';

describe('the rate limits under a flood of unique accounts', () => {
  it('never hold more than RATE_LIMIT_MAX_KEYS keys per table', async () => {
    const maxKeys = 100;
    const limits = createRateLimits({
      trustedProxies: 0,
      maxKeys,
      now: Date.now,
      logger: () => {},
    });
    const app = new Hono<AppEnv>();
    app.use('/api/*', limits.middleware);
    app.post('/api/user/v1/login', (c) => c.json({ status: false, message: 'no', body: {} }));
    for (let i = 0; i < 2000; i++) {
      await app.request('/api/user/v1/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: `${'x'.repeat(200)}${i}@example.com`, password: 'x' }),
      });
    }
    const tables = RULES.length + 2;
    expect(limits.size()).toBeLessThanOrEqual(maxKeys * tables);
    expect(limits.size()).toBeGreaterThan(0);
  });
});
