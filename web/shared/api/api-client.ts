import { currentLanguage, i18n } from '../../i18n/index.ts';
import { expireSession, hasStaleToken } from '../session/session-expiry.ts';
import { state } from '../session/session-store.ts';
import { ApiError } from './api-error.ts';

/** The version the backend expects from this client (seed §9). */
export const CLIENT_VERSION = '2.1.18';
const API_BASE = '/api';

type Envelope = { status: boolean; message: string; body?: unknown };

export type RequestOptions = {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string | number>;
  /** Login goes out with an empty Authorization header (seed §7, D3). */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** Lets the request outlive the page (sent when the page is hidden, seed §4 page visits). */
  keepalive?: boolean;
};

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    typeof value.status === 'boolean' &&
    'message' in value
  );
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${API_BASE}/${path.replace(/^\//, '')}`;
  if (!query) return url;
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  );
  return `${url}?${search}`;
}

const somethingWentWrong = (status: number) =>
  new ApiError(i18n.t('errors.somethingWentWrong'), status);

/**
 * The one way the SPA calls the API: adds the D3 headers, decodes the envelope and resolves with it
 * when `status` is true; otherwise rejects with an ApiError carrying a message to show.
 */
export async function apiRequest<Response extends Envelope>(
  path: string,
  options: RequestOptions = {},
): Promise<Response> {
  const token = options.anonymous ? null : state.auth.token;
  if (token && hasStaleToken()) {
    expireSession();
    throw new ApiError(i18n.t('session.expired'), 401);
  }
  const headers: Record<string, string> = {
    Authorization: token ? `Bearer ${token}` : '',
    'Accept-Language': currentLanguage(),
    'X-Client-Version': CLIENT_VERSION,
    Accept: 'application/json',
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: globalThis.Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch {
    throw somethingWentWrong(0);
  }

  if (response.status === 401 && token) {
    expireSession();
    throw new ApiError(i18n.t('session.expired'), 401);
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw somethingWentWrong(response.status);
  }
  if (!isEnvelope(payload)) throw somethingWentWrong(response.status);
  if (!response.ok || !payload.status) {
    const serverMessage = String(payload.message ?? '');
    throw new ApiError(
      serverMessage || i18n.t('errors.somethingWentWrong'),
      response.status,
      serverMessage,
    );
  }
  return payload as Response;
}
