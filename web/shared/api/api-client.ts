import type {
  ContractRoute,
  OperationRequest,
  OperationResponse,
  TakesInput,
} from '#openapi/operation-route.ts';
import type { RefusalCode } from '#openapi/refusal-codes.ts';
import { i18n } from '../../i18n/index.ts';
import { expireSession, hasStaleToken } from '../session/session-expiry.ts';
import { state } from '../session/session-store.ts';
import { ApiError, type ApiFieldError } from './api-error.ts';
import { requestHeaders, takeEarlyResponse } from './early-requests.ts';
import { buildUrl, type Query } from './request-headers.ts';

type Envelope = { status: boolean; code?: unknown; message: string; body?: unknown };

export type RequestOptions = {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Query;
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

export const somethingWentWrong = (kind: 'network' | 'timeout' | 'http', status: number) =>
  new ApiError(i18n.t('errors.somethingWentWrong'), { kind, status });

/** Ends the session (D8) and says so: the token is stale or the server no longer takes it. */
function sessionExpired(): ApiError {
  expireSession();
  return new ApiError(i18n.t('session.expired'), {
    kind: 'http',
    status: 401,
    code: 'UNAUTHORIZED',
  });
}

const isFieldError = (value: unknown): value is ApiFieldError =>
  typeof value === 'object' &&
  value !== null &&
  'field' in value &&
  typeof value.field === 'string' &&
  'message' in value &&
  typeof value.message === 'string';

/** The fields an error envelope names in `body.errors` (a 400's), dropping anything malformed. */
function fieldErrorsOf(body: unknown): ApiFieldError[] {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return [];
  return Array.isArray(body.errors) ? body.errors.filter(isFieldError) : [];
}

/** A failing status without a refusal code: the edge or the network gave up, or the server broke. */
const statusKind = (status: number) => (status === 504 || status === 408 ? 'timeout' : 'http');

/**
 * The one way the SPA calls the API: adds the D3 headers, decodes the envelope and resolves with it
 * when `status` is true; otherwise rejects with an ApiError carrying a message to show.
 */
export async function apiRequest<Response extends Envelope>(
  path: string,
  options: RequestOptions = {},
): Promise<Response> {
  return envelopeOf<Response>(await send(path, options));
}

/** Sends a call with the D3 headers; a token the server no longer takes ends the session. */
export async function send(path: string, options: RequestOptions): Promise<globalThis.Response> {
  const token = options.anonymous ? null : state.auth.token;
  if (token && hasStaleToken()) {
    throw sessionExpired();
  }
  const headers = requestHeaders(token);
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const url = buildUrl(path, options.query);
  const method = options.method ?? 'GET';

  let response: globalThis.Response;
  try {
    // A GET the page's start sent already (early-requests.ts) is answered by that response.
    const earlyResponse = method === 'GET' ? takeEarlyResponse(url, headers) : undefined;
    response = await (earlyResponse ??
      fetch(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
        keepalive: options.keepalive,
      }));
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw somethingWentWrong(timedOut ? 'timeout' : 'network', 0);
  }

  if (response.status === 401 && token) {
    throw sessionExpired();
  }
  return response;
}

/** The envelope of an answer when `status` is true; otherwise an ApiError with what to show. */
export async function envelopeOf<Response extends Envelope>(
  response: globalThis.Response,
): Promise<Response> {
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw somethingWentWrong(statusKind(response.status), response.status);
  }
  if (!isEnvelope(payload)) throw somethingWentWrong(statusKind(response.status), response.status);
  if (!response.ok || !payload.status) {
    const serverMessage = String(payload.message ?? '');
    // The contract's codes; one it does not list yet is shown in the server's words (errorMessage).
    const code = typeof payload.code === 'string' ? (payload.code as RefusalCode) : '';
    // status false on a successful answer is the server's business refusal (D2), code or not.
    const kind = response.ok ? 'refusal' : statusKind(response.status);
    throw new ApiError(serverMessage || i18n.t('errors.somethingWentWrong'), {
      kind,
      status: response.status,
      code,
      serverMessage,
      fieldErrors: fieldErrorsOf(payload.body),
    });
  }
  return payload as Response;
}

/** The request of an operation, as the contract types it, and how to send it. */
export type OperationInput<Route extends ContractRoute> = OperationRequest<Route> &
  Pick<RequestOptions, 'anonymous' | 'signal' | 'keepalive'>;

/**
 * Calls one operation of the contract by its generated route (`import * as userRoutes from
 * '#openapi/routes/user.gen.ts'`, then `callApi(userRoutes.login, { body })`): the request and the
 * answer are typed by the contract, so no fetcher writes a path or a response type by hand.
 */
export function callApi<Route extends ContractRoute>(
  route: Route,
  ...[input]: TakesInput<Route> extends true ? [OperationInput<Route>] : [OperationInput<Route>?]
): Promise<OperationResponse<Route>> {
  // The contract's query types are numbers and strings, which is what buildUrl takes.
  return apiRequest<OperationResponse<Route> & Envelope>(route.path, {
    ...(input as RequestOptions),
    method: route.method,
  });
}
