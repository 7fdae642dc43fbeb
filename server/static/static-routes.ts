import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { edgeResponse } from '../edge-response.ts';
import { requestHeader } from '../request-header.ts';
import { toFileKey } from '../security/request-path.ts';
import { chooseEncoding, type Encoding } from './accept-encoding.ts';
import type { Build, BuiltFile, PrerenderedScreen } from './load-build.ts';
import { gzipWithNonce, pageWithNonce } from './nonce-page.ts';

const INDEX_KEY = 'index.html';

/** True when the last segment looks like a file name (`app.js`), so a miss is a 404, not the SPA. */
const hasFileExtension = (key: string) => /\.[^/.]+$/.test(key.split('/').at(-1) ?? '');

/** One representation of a file, with the headers of its 200 and of its 304 written once. */
type Representation = {
  body: BuiltFile['identity'];
  etag: string;
  ok: Readonly<Record<string, string>>;
  notModified: Readonly<Record<string, string>>;
};

/** A file of the build as served: the codings it has and a representation for each. */
type ServedFile = {
  encodings: ReadonlySet<Encoding>;
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
};

const INDEX_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };
/** A prerendered screen depends on the language cookie and is sent gzipped when it may be. */
const SCREEN_HEADERS = { ...INDEX_HEADERS, vary: 'Cookie, Accept-Encoding' };
const SCREEN_GZIP_HEADERS = { ...SCREEN_HEADERS, 'content-encoding': 'gzip' };
const SCREEN_ENCODINGS: ReadonlySet<Encoding> = new Set(['gzip', 'identity']);
/** The app's language cookie saying Tamil (web/i18n/language-detector.ts). */
const TAMIL_COOKIE = /(?:^|;)\s*i18next=tn\s*(?:;|$)/;

/**
 * The SPA from memory: files of the build, index.html for paths that are not files (client-side
 * routes), 404 for a missing file or any path that tries to leave the build.
 */
export function createStaticRoutes(build: Build) {
  const app = new Hono<AppEnv>();

  if (!build.loaded) {
    app.get('*', (c) =>
      c.text('The web app is not built yet: run `npm run build`, then restart the server.', 503, {
        'Cache-Control': 'no-store',
      }),
    );
    return app;
  }

  const served = new Map<string, ServedFile>();
  for (const [key, file] of build.files) served.set(key, servedFile(file));
  // Request paths that name a file exactly as its key (no percent-encoding, no dot segment, no
  // doubled slash): nearly every request. They skip the path checks, which could only agree.
  const exact = new Map<string, ServedFile | PrerenderedScreen | 'index'>([
    ['/', 'index'],
    [`/${INDEX_KEY}`, 'index'],
  ]);
  for (const [key, file] of served) if (key !== INDEX_KEY) exact.set(`/${key}`, file);
  for (const [path, screen] of build.screens) exact.set(path, screen);

  app.get('*', (c) => {
    const path = c.req.path;
    const hit = path.includes('%') ? undefined : exact.get(path);
    if (hit === 'index') return serveIndex(c, build.indexHtml);
    if (hit && 'identity' in hit) return serveFile(c, hit);
    if (hit) return serveScreen(c, hit);
    const key = toFileKey(new URL(c.req.url).pathname);
    if (key === null) return notFound(c);
    if (key === '' || key === INDEX_KEY) return serveIndex(c, build.indexHtml);
    const file = served.get(key);
    if (file) return serveFile(c, file);
    if (hasFileExtension(key)) return notFound(c);
    return serveIndex(c, build.indexHtml);
  });

  return app;
}

function servedFile(file: BuiltFile): ServedFile {
  const identity = representation(file, 'identity', file.identity);
  const br = file.br && representation(file, 'br', file.br);
  const gzip = file.gzip && representation(file, 'gzip', file.gzip);
  const encodings = new Set<Encoding>(['identity']);
  if (br) encodings.add('br');
  if (gzip) encodings.add('gzip');
  return { encodings, identity, br, gzip };
}

function representation(file: BuiltFile, encoding: Encoding, body: Representation['body']) {
  // Each representation gets its own strong ETag, as RFC 9110 §8.8.3 asks.
  const etag = encoding === 'identity' ? file.etag : `${file.etag.slice(0, -1)}-${encoding}"`;
  const notModified: Record<string, string> = {
    'content-type': file.contentType,
    'cache-control': file.cacheControl,
    etag,
    vary: 'Accept-Encoding',
  };
  if (encoding !== 'identity') notModified['content-encoding'] = encoding;
  const ok = { ...notModified, 'content-length': String(body.byteLength) };
  return { body, etag, ok, notModified };
}

/**
 * A miss is not cached: during a deploy an old instance misses the new build's hashed files, and a
 * cached 404 would outlive the deploy.
 */
export const notFound = (c: Context) => c.text('Not found', 404, { 'Cache-Control': 'no-store' });

/**
 * index.html with the request's CSP nonce in place of the placeholder. It is a few hundred bytes,
 * so it goes uncompressed: compressing per request would cost more than it saves. It changes with
 * every request, so it has no ETag.
 */
function serveIndex(c: Context<AppEnv>, parts: string[]) {
  const nonce = c.get('secureHeadersNonce') ?? '';
  return edgeResponse(c, parts.join(nonce), 200, INDEX_HEADERS);
}

/**
 * A prerendered public screen: Tamil when the language cookie says so, else English, with the
 * request's nonce spliced in, gzipped when the client takes it (see nonce-page.ts).
 */
function serveScreen(c: Context<AppEnv>, screen: PrerenderedScreen) {
  const tamil = TAMIL_COOKIE.test(requestHeader(c, 'cookie') ?? '');
  const page = (tamil && screen.tn) || screen.en;
  const nonce = c.get('secureHeadersNonce') ?? '';
  const encoding = chooseEncoding(requestHeader(c, 'accept-encoding'), SCREEN_ENCODINGS);
  return encoding === 'gzip'
    ? edgeResponse(c, gzipWithNonce(page, nonce), 200, SCREEN_GZIP_HEADERS)
    : edgeResponse(c, pageWithNonce(page, nonce), 200, SCREEN_HEADERS);
}

function serveFile(c: Context<AppEnv>, file: ServedFile) {
  const encoding = chooseEncoding(requestHeader(c, 'accept-encoding'), file.encodings);
  const chosen = file[encoding] ?? file.identity;
  if (matchesEtag(requestHeader(c, 'if-none-match'), chosen.etag)) {
    return edgeResponse(c, null, 304, chosen.notModified);
  }
  return edgeResponse(c, chosen.body, 200, chosen.ok);
}

const matchesEtag = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  }) ?? false;
