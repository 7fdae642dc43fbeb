import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { APP_JS, createFakeDist, TRANSLATION } from './helpers/fake-dist.ts';
import { testConfig } from './helpers/test-config.ts';

let dist: ReturnType<typeof createFakeDist>;
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  dist = createFakeDist();
  app = createApp(testConfig({ distDir: dist.root }), { logger: () => {} });
});
afterAll(() => dist.cleanup());

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const cspNonce = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

describe('caching', () => {
  it('marks hashed assets under static/ immutable for a year', async () => {
    const response = await get('/static/js/index.abc123.js');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('etag')).toMatch(/^"[^"]+"$/);
  });

  it('makes index.html and unhashed files revalidate', async () => {
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
    const translation = await get('/assets/languages/en/translation.json');
    expect(translation.headers.get('cache-control')).toBe('no-cache');
    expect(translation.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await translation.text()).toBe(TRANSLATION);
  });

  it('answers 304 when the ETag still matches', async () => {
    const first = await get('/assets/languages/en/translation.json');
    const etag = first.headers.get('etag') ?? '';
    const second = await get('/assets/languages/en/translation.json', { 'If-None-Match': etag });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe('');
  });
});

describe('precompressed variants', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br;q=0', 'gzip'],
    ['gzip', 'gzip'],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
  ])('answers Accept-Encoding "%s" with %s', async (acceptEncoding, expected) => {
    const response = await get('/static/js/index.abc123.js', {
      'Accept-Encoding': acceptEncoding,
    });
    expect(response.headers.get('content-encoding')).toBe(expected);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('serves the plain file, byte for byte, to a client that names no encoding', async () => {
    const response = await get('/static/js/index.abc123.js');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(APP_JS);
  });

  it('gives each encoding its own ETag', async () => {
    const br = await get('/static/js/index.abc123.js', { 'Accept-Encoding': 'br' });
    const plain = await get('/static/js/index.abc123.js');
    expect(br.headers.get('etag')).not.toBe(plain.headers.get('etag'));
  });

  it('serves files without a compressed sibling as they are', async () => {
    const response = await get('/static/css/index.def456.css', { 'Accept-Encoding': 'br' });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe('body{margin:0}');
  });
});

describe('the SPA fallback', () => {
  it.each(['/login', '/profile/42', '/test/test/3/7', '/login/'])(
    'answers %s with index.html',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('<div id="root">');
    },
  );

  it('answers 404 for a missing file with an extension', async () => {
    expect((await get('/static/js/missing.js')).status).toBe(404);
    expect((await get('/robots.txt')).status).toBe(404);
  });
});

describe('paths that try to leave the build', () => {
  it.each([
    '/..%2fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/static/..%2f..%2fsecret.txt',
    '//secret.txt',
    '/static//js/index.abc123.js',
    '/..%5csecret.txt',
    '/static%5c..%5c..%5csecret.txt',
    '/index.html%00.js',
    '/%00',
    '/static%2fjs%2findex.abc123.js',
    '/%E0%A4%A',
  ])('answers 404 for %s', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('secret');
  });

  it('resolves literal dot segments inside the build, never above it', async () => {
    const response = await get('/static/../../secret.txt');
    expect(response.status).toBe(404);
  });
});

describe('HEAD', () => {
  it('answers HEAD with the headers and no body', async () => {
    const response = await app.request('/static/js/index.abc123.js', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(APP_JS.length));
    expect(await response.text()).toBe('');
  });
});

describe('the CSP nonce', () => {
  it('replaces every placeholder in index.html with the nonce of the CSP header', async () => {
    const response = await get('/');
    const html = await response.text();
    const nonce = cspNonce(response);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(html).not.toContain('__CSP_NONCE__');
    expect(html).toContain(`<meta name="csp-nonce" content="${nonce}">`);
    expect(html).toContain(`<script defer nonce="${nonce}"`);
  });

  it('gives two requests different nonces', async () => {
    const [a, b] = await Promise.all([get('/'), get('/login')]);
    expect(cspNonce(a)).toBeDefined();
    expect(cspNonce(a)).not.toBe(cspNonce(b));
  });
});

describe('index.html over the wire', () => {
  // Issue 29: every signed-in page's first request; 8.6 kB as it is, sent whole to every phone.
  it("goes gzipped, with the request's nonce in, to a client that takes gzip", async () => {
    const response = await get('/home', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(html).toContain(`<meta name="csp-nonce" content="${cspNonce(response)}">`);
    // Byte for byte the page a client that takes no gzip gets, but for the nonce.
    const plainResponse = await get('/home');
    const plain = await plainResponse.text();
    expect(html.replaceAll(cspNonce(response) ?? '?', 'N')).toBe(
      plain.replaceAll(cspNonce(plainResponse) ?? '?', 'N'),
    );
  });

  it.each([
    ['br', null],
    ['gzip;q=0', null],
    [undefined, null],
  ])('answers Accept-Encoding %s as it is', async (acceptEncoding, expected) => {
    const response = await get(
      '/home',
      acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
    );
    expect(response.headers.get('content-encoding')).toBe(expected);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.text()).toContain(`content="${cspNonce(response)}"`);
  });
});

describe('the demo-stubs flag in index.html', () => {
  it.each([
    [true, 'on'],
    [false, 'off'],
  ])('writes "%s" into the page as "%s", the same in every request', async (demoStubs, flag) => {
    const configured = createApp(testConfig({ distDir: dist.root, demoStubs }), {
      logger: () => {},
    });
    const pages = await Promise.all(
      ['/', '/login', '/apps/mail'].map(async (path) => (await configured.request(path)).text()),
    );
    for (const html of pages) {
      expect(html).toContain(`<meta name="demo-stubs" content="${flag}">`);
      expect(html).not.toContain('__DEMO_STUBS__');
    }
  });

  it('still gives each request its own CSP nonce beside the flag', async () => {
    const configured = createApp(testConfig({ distDir: dist.root, demoStubs: false }), {
      logger: () => {},
    });
    const [a, b] = await Promise.all([configured.request('/'), configured.request('/')]);
    expect(cspNonce(a)).not.toBe(cspNonce(b));
    expect(await b.text()).toContain(`<meta name="csp-nonce" content="${cspNonce(b)}">`);
  });
});

describe('a missing build', () => {
  it('still starts, and answers the SPA with 503 and how to fix it', async () => {
    const unbuilt = createApp(testConfig({ distDir: '/nonexistent-dist' }), { logger: () => {} });
    const response = await unbuilt.request('/login');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
    expect((await unbuilt.request('/healthz')).status).toBe(200);
  });
});
