/**
 * Probe: `Accept-Encoding: gzip;q=0, br;q=0, *` was answered with gzip. A coding the client refused
 * with q=0 must never be sent (RFC 9110 §12.5.3), whatever `*` says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { chooseEncoding, type Encoding } from '../../server/static/accept-encoding.ts';
import { createFakeDist } from '../server/helpers/fake-dist.ts';
import { testConfig } from '../server/helpers/test-config.ts';

const all = new Set<Encoding>(['br', 'gzip', 'identity']);

describe('chooseEncoding never picks a refused coding', () => {
  it.each([
    ['gzip;q=0, br;q=0, *', 'identity'],
    ['br;q=0, gzip;q=0, *;q=1', 'identity'],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, *', 'gzip'],
    ['x-gzip;q=0, br;q=0, *', 'identity'],
    ['gzip;q=0, x-gzip, br;q=0', 'identity'],
    ['GZIP;Q=0, BR;Q=0, *', 'identity'],
    ['  gzip ; q=0 ,br;  q=0.000 ,  * ', 'identity'],
    ['*;q=0', 'identity'],
    ['*;q=0, gzip', 'gzip'],
    ['identity;q=0, br;q=0, *;q=0', 'identity'],
    ['br;q=0.001, gzip;q=0', 'br'],
    ['br;q=0.0001, gzip;q=0', 'identity'],
  ])('%j → %s', (header, expected) => {
    expect(chooseEncoding(header, all)).toBe(expected);
  });
});

describe('chooseEncoding follows the client preference among accepted codings', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.8, gzip;q=0.9, *;q=0.1', 'gzip'],
    ['*', 'br'],
    ['x-gzip', 'gzip'],
    ['deflate', 'identity'],
    ['gzip;q=abc, br;q=2', 'identity'],
  ])('%j → %s', (header, expected) => {
    expect(chooseEncoding(header, all)).toBe(expected);
  });

  it('only picks codings that exist for the file', () => {
    expect(chooseEncoding('br, gzip;q=0', new Set<Encoding>(['identity', 'gzip']))).toBe(
      'identity',
    );
    expect(chooseEncoding('*', new Set<Encoding>(['identity', 'gzip']))).toBe('gzip');
  });
});

describe('a hashed asset over HTTP', () => {
  let dist: ReturnType<typeof createFakeDist>;
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    dist = createFakeDist();
    app = createApp(testConfig({ distDir: dist.root }), { logger: () => {} });
  });
  afterAll(() => dist.cleanup());

  it('is sent uncompressed to `gzip;q=0, br;q=0, *`', async () => {
    const response = await app.request('/static/js/index.abc123.js', {
      headers: { 'Accept-Encoding': 'gzip;q=0, br;q=0, *' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
  });
});
