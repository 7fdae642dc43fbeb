// Encoded separators, backslashes and NUL never name a file of the build; they only show up in
// attempts to step outside it.
const SUSPICIOUS_RAW = /%2f|%5c|%00|\\/i;

/**
 * Turns a URL pathname into the key of a file in the build (`static/js/app.1a2b.js`), or null when
 * the path is malformed or tries to leave the build. Keys are only looked up in an in-memory table,
 * so even a key that slipped through could never read from disk.
 */
export function toFileKey(pathname: string): string | null {
  if (SUSPICIOUS_RAW.test(pathname) || pathname.includes('//')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').slice(1);
  if (segments.at(-1) === '') segments.pop();
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  return segments.join('/');
}

/** True when the last segment looks like a file name (`app.js`), so a miss is a 404, not the SPA. */
export const hasFileExtension = (key: string) => /\.[^/.]+$/.test(key.split('/').at(-1) ?? '');
