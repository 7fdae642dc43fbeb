import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createFakeDist } from './helpers/fake-dist.ts';
import { testConfig } from './helpers/test-config.ts';

// What scripts/prerender.ts writes, cut down: the nonce and demo-stubs placeholders of index.html.
const screenHtml = (lang: string, heading: string) => `<!doctype html><html lang="${lang}"><head>
<meta name="csp-nonce" content="__CSP_NONCE__">
<meta name="demo-stubs" content="__DEMO_STUBS__">
<style nonce="__CSP_NONCE__" id="prerendered-style">.auth-title{font-size:28px}</style>
<script defer nonce="__CSP_NONCE__" src="/static/js/index.abc123.js"></script>
</head><body><div id="prerendered"><h1>${heading}</h1></div><script nonce="__CSP_NONCE__"></script><div id="root"></div></body></html>`;

let dist: ReturnType<typeof createFakeDist>;
let withScreens: ReturnType<typeof createApp>;
let without: ReturnType<typeof createApp>;

beforeAll(() => {
  dist = createFakeDist();
  // Built before any screen is added: the app reads the build once, at start-up.
  without = createApp(testConfig({ distDir: dist.root }), { logger: () => {} });
  const dir = join(dist.root, 'prerendered');
  mkdirSync(dir);
  writeFileSync(join(dir, 'login.en.html'), screenHtml('en', 'Sign in'));
  writeFileSync(join(dir, 'login.tn.html'), screenHtml('ta', 'உள்நுழைக'));
  // Register only in English: a Tamil visitor gets it rather than nothing.
  writeFileSync(join(dir, 'register.en.html'), screenHtml('en', 'Create your student account'));
  // The test page (scripts/prepaint-page.ts), sent at every test's address.
  writeFileSync(join(dir, 'test.en.html'), screenHtml('en', 'Test page'));
  writeFileSync(join(dir, 'test.tn.html'), screenHtml('ta', 'தேர்வுப் பக்கம்'));
  writeFileSync(
    join(dir, 'patterned-pages.json'),
    JSON.stringify([{ name: 'test', pattern: '^/test/test/[^/]+/[^/]+/?$' }]),
  );
  withScreens = createApp(testConfig({ distDir: dist.root, demoStubs: true }), {
    logger: () => {},
  });
});
afterAll(() => dist.cleanup());

const get = (
  app: ReturnType<typeof createApp>,
  path: string,
  headers: Record<string, string> = {},
) => app.request(path, { headers });
const cspNonce = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
const body = async (response: Response) => {
  const bytes = Buffer.from(await response.arrayBuffer());
  return response.headers.get('content-encoding') === 'gzip'
    ? gunzipSync(bytes).toString()
    : bytes.toString();
};

describe('the prerendered public screens', () => {
  it.each([
    ['no cookie', {}, 'Sign in'],
    ['English chosen', { Cookie: 'i18next=en' }, 'Sign in'],
    ['Tamil chosen', { Cookie: 'theme=dark; i18next=tn' }, 'உள்நுழைக'],
    ['a cookie that only looks like it', { Cookie: 'i18next=tnx' }, 'Sign in'],
  ])('sends /login by the language cookie (%s)', async (_, headers, heading) => {
    const response = await get(withScreens, '/login', headers);
    expect(response.status).toBe(200);
    expect(await body(response)).toContain(`<h1>${heading}</h1>`);
  });

  it('sends English when the screen has no Tamil copy', async () => {
    const response = await get(withScreens, '/register', { Cookie: 'i18next=tn' });
    expect(await body(response)).toContain('<h1>Create your student account</h1>');
  });

  it("puts the CSP header's nonce in every placeholder, and the demo-stubs setting", async () => {
    const response = await get(withScreens, '/login');
    const html = await body(response);
    const nonce = cspNonce(response);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(html).not.toContain('__CSP_NONCE__');
    expect(html.match(new RegExp(`nonce="${nonce.replaceAll('+', '\\+')}"`, 'g'))).toHaveLength(3);
    expect(html).toContain(`<meta name="csp-nonce" content="${nonce}">`);
    expect(html).toContain('<meta name="demo-stubs" content="on">');
    // A fresh nonce each time.
    expect(cspNonce(await get(withScreens, '/login'))).not.toBe(nonce);
  });

  it("carries index.html's headers, and says it varies with the cookie", async () => {
    const index = await get(withScreens, '/');
    const screen = await get(withScreens, '/login');
    const names = (response: Response) =>
      [...response.headers.keys()].filter((name) => name !== 'vary' && name !== 'content-length');
    expect(names(screen).sort()).toEqual(names(index).sort());
    expect(screen.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(screen.headers.get('cache-control')).toBe('no-cache');
    expect(screen.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(screen.headers.get('x-request-id')).toBeTruthy();
    expect(index.headers.get('vary')).toBe('Accept-Encoding');
  });

  it.each([
    ['gzip, deflate, br', 'gzip'],
    ['br', null],
    ['gzip;q=0', null],
    [undefined, null],
  ])('answers Accept-Encoding %s with %s', async (acceptEncoding, expected) => {
    const headers: Record<string, string> = acceptEncoding
      ? { 'Accept-Encoding': acceptEncoding }
      : {};
    const response = await get(withScreens, '/login', headers);
    expect(response.headers.get('content-encoding')).toBe(expected);
    const html = await body(response);
    expect(html).toContain('<h1>Sign in</h1>');
    expect(html).toContain(`content="${cspNonce(response)}"`);
  });

  it('never sends a template as a file', async () => {
    expect((await get(withScreens, '/prerendered/login.en.html')).status).toBe(404);
  });

  it("sends the test page at every test's address, by the language cookie, gzipped with its nonce", async () => {
    for (const path of ['/test/test/1/101', '/test/test/2/7/', '/TEST/test/1/101']) {
      const response = await get(withScreens, path, { 'Accept-Encoding': 'gzip' });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding');
      const html = await body(response);
      expect(html).toContain('<h1>Test page</h1>');
      expect(html).toContain(`content="${cspNonce(response)}"`);
    }
    const tamil = await get(withScreens, '/test/test/1/101', { Cookie: 'i18next=tn' });
    expect(await body(tamil)).toContain('<h1>தேர்வுப் பக்கம்</h1>');
  });

  it('leaves every other page on index.html', async () => {
    for (const path of [
      '/',
      '/home',
      '/forget-password',
      '/login/',
      '/test/test/1',
      '/test/test/1/101/more',
    ]) {
      const html = await body(await get(withScreens, path));
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('prerendered');
    }
  });

  it('serves index.html for the screens when the build has none prerendered', async () => {
    expect(await body(await get(without, '/test/test/1/101'))).not.toContain('prerendered');
    const response = await get(without, '/login', { Cookie: 'i18next=tn' });
    // index.html is the same page whatever the language cookie says.
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const html = await body(response);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('prerendered');
  });
});
