/**
 * Probe: success answers said `Content-Type: application/json` without a charset, where refusals
 * said `application/json; charset=utf-8` (SECURITY.md promises it on every JSON answer).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createFakeDist } from '../server/helpers/fake-dist.ts';
import { testConfig } from '../server/helpers/test-config.ts';

const dist = createFakeDist();
afterAll(() => dist.cleanup());
const app = createApp(testConfig({ distDir: dist.root }), { logger: () => {} });

const JSON_UTF8 = 'application/json; charset=utf-8';

describe('every JSON answer says its charset', () => {
  it.each<[string, string, RequestInit | undefined, number]>([
    ['a success', '/api/Common/v1/state', undefined, 200],
    [
      'a refusal',
      '/api/user/v1/login',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          username: 'student@example.com',
          password: 'wrong-password',
          deviceInfo: {},
        }),
      },
      200,
    ],
    [
      'invalid input',
      '/api/user/v1/login',
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' },
      400,
    ],
    ['an unknown API path', '/api/no/such/path', undefined, 404],
    ['/healthz', '/healthz', undefined, 200],
    ['/readyz', '/readyz', undefined, 200],
  ])('%s', async (_, path, init, status) => {
    const answer = await app.request(path, init);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-type')).toBe(JSON_UTF8);
    expect(await answer.json()).toBeTypeOf('object');
  });
});
