import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { edgeResponse, type WholeAnswer } from '../edge/edge-response.ts';
import { requestHeader } from '../edge/request-header.ts';
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

/** What the static site answers: the status, the handler's own headers and the body. */
export type StaticAnswer = WholeAnswer;

/** Reads a request header by lowercase name. */
type HeaderOf = (name: string) => string | undefined;

/** The build's pages and files, answered from memory. */
export type StaticSite = {
  /**
   * The answer for a path that names a page or file exactly as the build keys it (no
   * percent-encoding, no dot segment, no doubled slash): nearly every request. Undefined for any
   * other path, which `answer` resolves.
   */
  exact: (path: string, header: HeaderOf, nonce: () => string) => StaticAnswer | undefined;
  /** The answer for any path: a file, index.html for client-side routes, else 404. */
  answer: (path: string, pathname: string, header: HeaderOf, nonce: () => string) => StaticAnswer;
};

const PAGE_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };
/**
 * index.html is sent gzipped when it may be: 8.6 kB of inline scripts as it is (3.9 kB gzipped),
 * the first request of every signed-in page (issue 29).
 */
const INDEX_HEADERS = { ...PAGE_HEADERS, vary: 'Accept-Encoding' };
const INDEX_GZIP_HEADERS = { ...INDEX_HEADERS, 'content-encoding': 'gzip' };
/** A prerendered screen depends on the language cookie too. */
const SCREEN_HEADERS = { ...PAGE_HEADERS, vary: 'Cookie, Accept-Encoding' };
const SCREEN_GZIP_HEADERS = { ...SCREEN_HEADERS, 'content-encoding': 'gzip' };
/** What a page carrying a nonce can be sent as: gzip is spliced (nonce-page.ts), br is not kept. */
const PAGE_ENCODINGS: ReadonlySet<Encoding> = new Set(['gzip', 'identity']);
/** The app's language cookie saying Tamil (web/i18n/language-detector.ts). */
const TAMIL_COOKIE = /(?:^|;)\s*i18next=tn\s*(?:;|$)/;
/**
 * A miss is not cached: during a deploy an old instance misses the new build's hashed files, and a
 * cached 404 would outlive the deploy.
 */
const NOT_FOUND: StaticAnswer = {
  status: 404,
  headers: { 'content-type': 'text/plain; charset=UTF-8', 'cache-control': 'no-store' },
  body: 'Not found',
};

/** The static site of a loaded build (load-build.ts). */
export function createStaticSite(build: Extract<Build, { loaded: true }>): StaticSite {
  const served = new Map<string, ServedFile>();
  for (const [key, file] of build.files) served.set(key, servedFile(file));
  const exactPaths = new Map<string, ServedFile | PrerenderedScreen | 'index'>([
    ['/', 'index'],
    [`/${INDEX_KEY}`, 'index'],
  ]);
  for (const [key, file] of served) if (key !== INDEX_KEY) exactPaths.set(`/${key}`, file);
  for (const [path, screen] of build.screens) exactPaths.set(path, screen);

  const pieces = build.indexHtml;
  const piecesBytes = pieces.reduce((total, piece) => total + Buffer.byteLength(piece), 0);
  /**
   * index.html with the nonce in each place, joined with `+`: V8 keeps the pieces as they are
   * (a cons string), so the page is copied once, when Node writes it with its head. Joined into
   * one string first, it was copied twice, and a request for it allocated 24.5 kB instead of 17
   * (issue 13). Its length is counted from the pieces, as counting the string would copy it too;
   * a nonce is base64, a byte a character.
   */
  const index = (nonce: () => string, header: HeaderOf): StaticAnswer => {
    if (chooseEncoding(header('accept-encoding'), PAGE_ENCODINGS) === 'gzip') {
      return {
        status: 200,
        headers: INDEX_GZIP_HEADERS,
        body: gzipWithNonce(build.indexPage, nonce()),
      };
    }
    const value = nonce();
    let body = pieces[0] as string;
    for (let at = 1; at < pieces.length; at++) body = body + value + (pieces[at] as string);
    const bytes = piecesBytes + (pieces.length - 1) * value.length;
    return { status: 200, headers: INDEX_HEADERS, body, bytes };
  };

  const exact: StaticSite['exact'] = (path, header, nonce) => {
    const hit = path.includes('%') ? undefined : exactPaths.get(path);
    if (hit === undefined) return undefined;
    if (hit === 'index') return index(nonce, header);
    if ('identity' in hit) return fileAnswer(hit, header);
    return screenAnswer(hit, header, nonce);
  };

  return {
    exact,
    answer: (path, pathname, header, nonce) => {
      const hit = exact(path, header, nonce);
      if (hit) return hit;
      const key = toFileKey(pathname);
      if (key === null) return NOT_FOUND;
      if (key === '' || key === INDEX_KEY) return index(nonce, header);
      const file = served.get(key);
      if (file) return fileAnswer(file, header);
      if (hasFileExtension(key)) return NOT_FOUND;
      const page = build.patterned.find(({ pattern }) => pattern.test(pathname));
      if (page) return screenAnswer(page.screen, header, nonce);
      return index(nonce, header);
    },
  };
}

/**
 * The SPA from memory: files of the build, index.html for paths that are not files (client-side
 * routes), 404 for a missing file or any path that tries to leave the build. The edge's Node fast
 * path (edge/fast-path.ts) answers exact paths from the same site before Hono sees them.
 */
export function createStaticRoutes(site: StaticSite | undefined) {
  const app = new Hono<AppEnv>();

  if (!site) {
    app.get('*', (c) =>
      c.text('The web app is not built yet: run `npm run build`, then restart the server.', 503, {
        'Cache-Control': 'no-store',
      }),
    );
    return app;
  }

  app.get('*', (c) => {
    const nonce = () => c.get('secureHeadersNonce') ?? '';
    const header = (name: string) => requestHeader(c, name);
    const { status, headers, body } = site.answer(
      c.req.path,
      new URL(c.req.url).pathname,
      header,
      nonce,
    );
    return edgeResponse(c, body, status, headers);
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

/** The 404 of the static site and the app's last resort, not cached (see NOT_FOUND). */
export const notFound = (c: Context) => c.text('Not found', 404, { 'Cache-Control': 'no-store' });

/**
 * A prerendered public screen: Tamil when the language cookie says so, else English, with the
 * request's nonce spliced in, gzipped when the client takes it (see nonce-page.ts). Like
 * index.html, it changes with every request, so neither has an ETag.
 */
function screenAnswer(
  screen: PrerenderedScreen,
  header: HeaderOf,
  nonce: () => string,
): StaticAnswer {
  const tamil = TAMIL_COOKIE.test(header('cookie') ?? '');
  const page = (tamil && screen.tn) || screen.en;
  return chooseEncoding(header('accept-encoding'), PAGE_ENCODINGS) === 'gzip'
    ? { status: 200, headers: SCREEN_GZIP_HEADERS, body: gzipWithNonce(page, nonce()) }
    : { status: 200, headers: SCREEN_HEADERS, body: pageWithNonce(page, nonce()) };
}

function fileAnswer(file: ServedFile, header: HeaderOf): StaticAnswer {
  const encoding = chooseEncoding(header('accept-encoding'), file.encodings);
  const chosen = file[encoding] ?? file.identity;
  if (matchesEtag(header('if-none-match'), chosen.etag)) {
    return { status: 304, headers: chosen.notModified, body: null };
  }
  return { status: 200, headers: chosen.ok, body: chosen.body };
}

const matchesEtag = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  }) ?? false;
