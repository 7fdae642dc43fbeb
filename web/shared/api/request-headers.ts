/**
 * The address and headers of a call to the API, with no other module behind them: the test
 * screen's pre-paint (web/features/exam/pre-paint/) opens the attempt with them before any of the
 * app's code has come, and the app's client (api-client.ts, early-requests.ts) sends the same.
 */

/** The version the backend expects from this client (seed §9). */
export const CLIENT_VERSION = '2.1.18';
const API_BASE = '/api';

/** Query values as the contract types them; buildUrl writes them as strings. */
export type Query = Record<string, string | number>;

/** An operation's path with its query, under /api: the URL the client asks. */
export function buildUrl(path: string, query: Query | undefined): string {
  const url = `${API_BASE}/${path.replace(/^\//, '')}`;
  if (!query) return url;
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  );
  return `${url}?${search}`;
}

/**
 * The D3 headers every request carries: the bearer token (empty when anonymous), the UI's language,
 * the client's version.
 */
export function headersFor(token: string | null, language: string): Record<string, string> {
  return {
    Authorization: token ? `Bearer ${token}` : '',
    'Accept-Language': language,
    'X-Client-Version': CLIENT_VERSION,
    Accept: 'application/json',
  };
}
