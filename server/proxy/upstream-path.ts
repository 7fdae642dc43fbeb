// An encoded slash, backslash or NUL, or a dot segment, would let the backend resolve the path
// outside the base path we were given; nothing in the API needs them.
const SUSPICIOUS_RAW = /%2f|%5c|%00|\\/i;

/**
 * The request-target for the backend: its base path, the client's path below /api, and the query.
 * Only the path is taken from the client; the host always comes from BACKEND_URL, so
 * `/api//evil.example/x` or `/api/http://evil` are just odd paths on the configured backend.
 * Returns null for paths that try to climb out of the base path.
 */
export function upstreamPath(basePath: string, apiPath: string, search: string): string | null {
  if (SUSPICIOUS_RAW.test(apiPath)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(apiPath);
  } catch {
    return null;
  }
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  const path = apiPath.startsWith('/') ? apiPath : `/${apiPath}`;
  return `${basePath}${path}${search}`;
}
