import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

// A title outside ASCII: an answer's Content-Length counts bytes, not characters.
export const INDEX_HTML = `<!doctype html><html><head><title>வேலை — Jobs</title>
<meta name="csp-nonce" content="__CSP_NONCE__">
<meta name="demo-stubs" content="__DEMO_STUBS__">
<script defer nonce="__CSP_NONCE__" src="/static/js/index.abc123.js"></script>
</head><body><div id="root"></div></body></html>`;

export const APP_JS = `console.log(${JSON.stringify('x'.repeat(2000))});`;
export const TRANSLATION = JSON.stringify({ 'pages.login.title': 'Sign in' });

/** A small build like Rsbuild's, in a temp dir: hashed JS with .br/.gz siblings, a translation. */
export function createFakeDist() {
  const parent = mkdtempSync(join(tmpdir(), 'fake-build-'));
  const root = join(parent, 'dist');
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  write('index.html', INDEX_HTML);
  write('static/js/index.abc123.js', APP_JS);
  write('static/js/index.abc123.js.br', brotliCompressSync(APP_JS));
  write('static/js/index.abc123.js.gz', gzipSync(APP_JS));
  write('static/css/index.def456.css', 'body{margin:0}');
  write('assets/languages/en/translation.json', TRANSLATION);
  write('favicon.ico', Buffer.from([0, 0, 1, 0]));
  // Beside the build: a file no request may ever reach.
  writeFileSync(join(parent, 'secret.txt'), 'secret');
  return { root, cleanup: () => rmSync(parent, { recursive: true, force: true }) };
}
