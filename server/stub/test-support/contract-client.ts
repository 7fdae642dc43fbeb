import { expect } from 'vitest';
import type { ErrorEnvelope } from '#openapi/envelope.ts';
import type {
  ContractRoute,
  OperationRequest,
  OperationResponse,
  TakesInput,
} from '#openapi/operation-route.ts';

/** How a test sends a call: the contract's body and query, a token, or a raw body to test parsing. */
export type CallInput<Route extends ContractRoute> = OperationRequest<Route> & {
  token?: string;
  headers?: Record<string, string>;
};

type Args<Route extends ContractRoute> =
  TakesInput<Route> extends true ? [CallInput<Route>] : [CallInput<Route>?];

/** An answer as the test sees it: the HTTP status and the envelope, success or refusal. */
export type CallResult<Route extends ContractRoute> = {
  status: number;
  json: OperationResponse<Route> | ErrorEnvelope;
};

type BodyOf<Route extends ContractRoute> =
  OperationResponse<Route> extends { body: infer Body } ? Body : never;

type Fetch = (path: string, init: RequestInit) => Response | Promise<Response>;

/**
 * The server tests' client, typed by the contract like the SPA's: `call(userRoutes.login, { body })`
 * sends the SPA's headers to `request` (an app's `request`, or fetch to a port) under `prefix`.
 */
export function contractClient(request: Fetch, prefix = '') {
  async function call<Route extends ContractRoute>(
    route: Route,
    ...[input]: Args<Route>
  ): Promise<CallResult<Route>> {
    const { body, query, token, headers } = (input ?? {}) as CallInput<ContractRoute> & {
      body?: unknown;
      query?: Record<string, string | number>;
    };
    const search = query
      ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`
      : '';
    const response = await request(`${prefix}/${route.path}${search}`, {
      method: route.method,
      headers: {
        Authorization: token ? `Bearer ${token}` : '',
        'Accept-Language': 'en',
        'X-Client-Version': '2.1.18',
        'Content-Type': 'application/json',
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as CallResult<Route>['json'] };
  }

  /** A call that must succeed: fails the test with the server's words otherwise, returns the body. */
  async function ok<Route extends ContractRoute>(
    route: Route,
    ...args: Args<Route>
  ): Promise<BodyOf<Route>> {
    const { status, json } = await call(route, ...args);
    expect(json.status, `${route.path}: ${json.message}`).toBe(true);
    expect(status).toBe(200);
    return (json as { body: BodyOf<Route> }).body;
  }

  return { call, ok };
}
