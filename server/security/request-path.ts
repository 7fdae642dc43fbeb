// An encoded slash, backslash or NUL, or a backslash, never names a file of the build nor a path
// of the API; they only show up in attempts to step outside the root a path is resolved against.
const SUSPICIOUS_RAW = /%2f|%5c|%00|\\/i;

/**
 * The decoded segments of a URL path (`/a/b%20c` → `['', 'a', 'b c']`), or null when the path is
 * malformed or could climb out of where it is resolved: suspicious bytes above, bad
 * percent-encoding, or a `.`/`..` segment, encoded or not. The one path check of the server: the
 * static files and the proxy both go through it.
 */
export function safePathSegments(rawPath: string): string[] | null {
  if (SUSPICIOUS_RAW.test(rawPath)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  const segments = decoded.split('/');
  return segments.some((segment) => segment === '.' || segment === '..') ? null : segments;
}

/**
 * Turns a URL pathname into the key of a file in the build (`static/js/app.1a2b.js`), or null when
 * the path is unsafe or has an empty segment. Keys are only looked up in an in-memory table, so even
 * a key that slipped through could never read from disk.
 */
export function toFileKey(pathname: string): string | null {
  const segments = safePathSegments(pathname)?.slice(1);
  if (!segments) return null;
  if (segments.at(-1) === '') segments.pop();
  return segments.includes('') ? null : segments.join('/');
}

/**
 * The request-target for the backend: its base path, the client's path below /api, and the query.
 * Only the path is taken from the client; the host always comes from BACKEND_URL, so
 * `/api//evil.example/x` or `/api/http://evil` are just odd paths on the configured backend.
 * Returns null for an unsafe path.
 */
export function upstreamPath(basePath: string, apiPath: string, search: string): string | null {
  if (safePathSegments(apiPath) === null) return null;
  const path = apiPath.startsWith('/') ? apiPath : `/${apiPath}`;
  return `${basePath}${path}${search}`;
}

/**
 * A path as a lenient backend may read it: decoded, case-folded, without empty segments, a
 * trailing slash or `;parameters`. `/user/v1/Login/`, `/user//v1/login` and `/user/v1/lo%67in`
 * all come out as `/user/v1/login`, so a limit on a route cannot be dodged by spelling it
 * differently. Null for an unsafe path.
 */
export function canonicalPath(rawPath: string): string | null {
  const segments = safePathSegments(rawPath);
  if (!segments) return null;
  const kept = segments.map((segment) => segment.split(';')[0]).filter(Boolean);
  return `/${kept.join('/').toLowerCase()}`;
}
