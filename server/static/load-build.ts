import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { contentTypeFor } from './content-type.ts';
import { type NoncePage, noncePage } from './nonce-page.ts';
import {
  PATTERNED_PAGES_FILE,
  type PatternedPage,
  PRERENDERED_DIR,
  PRERENDERED_SCREENS,
  type PrerenderedLanguage,
  prerenderedFile,
} from './prerendered-screens.ts';

/** The placeholder Rsbuild writes where the per-request CSP nonce goes (rsbuild.config.ts). */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';
/** The placeholder in web/index.html that says whether the demo stubs are on (web/shared/demo-stubs.ts). */
export const DEMO_STUBS_PLACEHOLDER = '__DEMO_STUBS__';

/** What index.html is told about the running server, written in once at load. */
export type IndexSettings = { demoStubs: boolean };

type Bytes = Uint8Array<ArrayBuffer>;

/** One file of the build, held in memory with its precompressed siblings. */
export type BuiltFile = {
  contentType: string;
  cacheControl: string;
  etag: string;
  identity: Bytes;
  br?: Bytes;
  gzip?: Bytes;
};

/** A prerendered screen in English and, when the build has it, Tamil (scripts/prerender.ts). */
export type PrerenderedScreen = { en: NoncePage; tn?: NoncePage };

/**
 * The whole build, keyed by relative path with `/` separators; the prerendered screens by their
 * request path, served instead of index.html (none when the build could not make them).
 */
export type Build =
  | {
      loaded: true;
      files: Map<string, BuiltFile>;
      /** index.html cut at each nonce placeholder, as text (see static-routes.ts). */
      indexHtml: string[];
      /** The same page, ready to go gzipped with a nonce spliced in (nonce-page.ts). */
      indexPage: NoncePage;
      screens: Map<string, PrerenderedScreen>;
      /** Pages sent at every address their pattern matches (PATTERNED_PAGES_FILE). */
      patterned: { pattern: RegExp; screen: PrerenderedScreen }[];
    }
  | { loaded: false; reason: string };

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Reads every file of the build once, at start-up, so no request ever touches the disk. Files
 * under `static/` carry a content hash in their name (Rsbuild `filenameHash`) and are immutable;
 * everything else must be revalidated. The demo-stubs setting cannot change while the server runs,
 * so it goes into index.html here; only the CSP nonce is left for each request.
 */
export function loadBuild(distDir: string, settings: IndexSettings): Build {
  const root = resolve(distDir);
  if (!existsSync(join(root, 'index.html'))) {
    return { loaded: false, reason: `${join(root, 'index.html')} not found` };
  }
  const files = new Map<string, BuiltFile>();
  for (const path of listFiles(root)) {
    if (path.endsWith('.br') || path.endsWith('.gz')) continue;
    const key = relative(root, path).split(sep).join('/');
    // Templates with the nonce placeholder, never served as they are.
    if (key.startsWith(`${PRERENDERED_DIR}/`)) continue;
    const identity = readBytes(path);
    files.set(key, {
      contentType: contentTypeFor(key),
      cacheControl: key.startsWith('static/') ? IMMUTABLE : REVALIDATE,
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      identity,
      br: readIfPresent(`${path}.br`),
      gzip: readIfPresent(`${path}.gz`),
    });
  }
  const withSettings = (html: string) =>
    html.replaceAll(DEMO_STUBS_PLACEHOLDER, settings.demoStubs ? 'on' : 'off');
  const index = withSettings(readFileSync(join(root, 'index.html'), 'utf8'));
  const indexHtml = index.split(CSP_NONCE_PLACEHOLDER);
  const indexPage = noncePage(index, CSP_NONCE_PLACEHOLDER);
  const screenOf = (name: string): PrerenderedScreen | undefined => {
    const variant = (language: PrerenderedLanguage) => {
      const file = join(root, PRERENDERED_DIR, prerenderedFile(name, language));
      if (!existsSync(file)) return undefined;
      return noncePage(withSettings(readFileSync(file, 'utf8')), CSP_NONCE_PLACEHOLDER);
    };
    // English is the fallback for every other language: a screen without it is not served.
    const en = variant('en');
    return en && { en, tn: variant('tn') };
  };
  const screens = new Map<string, PrerenderedScreen>();
  for (const { name, path } of PRERENDERED_SCREENS) {
    const screen = screenOf(name);
    if (screen) screens.set(path, screen);
  }
  const listed = join(root, PRERENDERED_DIR, PATTERNED_PAGES_FILE);
  const patterned = existsSync(listed)
    ? (JSON.parse(readFileSync(listed, 'utf8')) as PatternedPage[]).flatMap(({ name, pattern }) => {
        const screen = screenOf(name);
        return screen ? [{ pattern: new RegExp(pattern, 'i'), screen }] : [];
      })
    : [];
  return { loaded: true, files, indexHtml, indexPage, screens, patterned };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(path);
    return entry.isFile() ? [path] : [];
  });
}

// Node reads into a Buffer; Hono's body type wants a plain view on an ArrayBuffer.
const readBytes = (path: string): Bytes => {
  const buffer = readFileSync(path);
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
};

const readIfPresent = (path: string) => (existsSync(path) ? readBytes(path) : undefined);
