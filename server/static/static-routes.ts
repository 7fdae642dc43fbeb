import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { toFileKey } from '../security/request-path.ts';
import { chooseEncoding, type Encoding } from './accept-encoding.ts';
import type { Build, BuiltFile } from './load-build.ts';

const INDEX_KEY = 'index.html';

/** True when the last segment looks like a file name (`app.js`), so a miss is a 404, not the SPA. */
const hasFileExtension = (key: string) => /\.[^/.]+$/.test(key.split('/').at(-1) ?? '');

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

  const available = new Map<BuiltFile, ReadonlySet<Encoding>>();
  for (const file of build.files.values()) {
    const encodings = new Set<Encoding>(['identity']);
    if (file.br) encodings.add('br');
    if (file.gzip) encodings.add('gzip');
    available.set(file, encodings);
  }

  app.get('*', (c) => {
    const key = toFileKey(new URL(c.req.url).pathname);
    if (key === null) return notFound(c);
    if (key === '' || key === INDEX_KEY) return serveIndex(c, build.indexHtml);
    const file = build.files.get(key);
    if (file) return serveFile(c, file, available.get(file) ?? new Set(['identity']));
    if (hasFileExtension(key)) return notFound(c);
    return serveIndex(c, build.indexHtml);
  });

  return app;
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
  return c.body(parts.join(nonce), 200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
  });
}

function serveFile(c: Context<AppEnv>, file: BuiltFile, encodings: ReadonlySet<Encoding>) {
  const encoding = chooseEncoding(c.req.header('accept-encoding'), encodings);
  const body = encoding === 'identity' ? file.identity : (file[encoding] ?? file.identity);
  // Each representation gets its own strong ETag, as RFC 9110 §8.8.3 asks.
  const etag = encoding === 'identity' ? file.etag : `${file.etag.slice(0, -1)}-${encoding}"`;
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Cache-Control': file.cacheControl,
    ETag: etag,
    Vary: 'Accept-Encoding',
  };
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  headers['Content-Length'] = String(body.byteLength);
  return c.body(body, 200, headers);
}

const matchesEtag = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  }) ?? false;
