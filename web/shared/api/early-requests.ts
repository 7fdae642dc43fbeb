import type { ContractRoute, OperationRequest } from '#openapi/operation-route.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { hasStaleToken } from '../session/session-expiry.ts';
import { state } from '../session/session-store.ts';
import { buildUrl, headersFor, type Query } from './request-headers.ts';

/** The D3 headers every request carries, in the UI's language (request-headers.ts). */
export const requestHeaders = (token: string | null): Record<string, string> =>
  headersFor(token, currentLanguage());

/**
 * How long an early answer waits to be taken: on a slow phone the page's code may take seconds to
 * come, but a page that never asks must not be handed a stale answer minutes later.
 */
export const EARLY_ANSWER_MS = 30_000;

type EarlyAnswer = { askedAt: number; response: Promise<Response> };

/** Answers asked for before the page's code had loaded, by URL, token and language. */
const early = new Map<string, EarlyAnswer>();

const keyOf = (url: string, headers: Record<string, string>) =>
  `${url}\n${headers.Authorization}\n${headers['Accept-Language']}`;

/**
 * Sends a GET the page about to open will send (issue 13: a student's /home asked for its tests
 * only once some thirty chunks had loaded and React had drawn the shell, a second later on a slow
 * phone). Only the request goes out here: the client (api-client.ts) takes the response when the
 * page asks for the same URL with the same headers, and reads it as its own (envelope, errors, 401
 * ending the session). Nothing is sent without a live session.
 */
export function requestEarly<Route extends ContractRoute>(
  route: Route,
  query?: OperationRequest<Route>['query'],
): void {
  const token = state.auth.token;
  if (route.method !== 'GET' || token === null || hasStaleToken()) return;
  const url = buildUrl(route.path, query as Query | undefined);
  const headers = requestHeaders(token);
  const key = keyOf(url, headers);
  if (early.has(key)) return;
  const response = fetch(url, { headers });
  // A failure is the client's to report, when the page asks; until then it is not unhandled.
  response.catch(() => undefined);
  early.set(key, { askedAt: performance.now(), response });
}

/** The early response to this GET, once: later asks go to the network. */
export function takeEarlyResponse(
  url: string,
  headers: Record<string, string>,
): Promise<Response> | undefined {
  const key = keyOf(url, headers);
  const answer = early.get(key);
  if (!answer) return undefined;
  early.delete(key);
  return performance.now() - answer.askedAt <= EARLY_ANSWER_MS ? answer.response : undefined;
}
