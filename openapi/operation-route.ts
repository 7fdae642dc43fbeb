import type { Static, TSchema } from 'typebox';
import type { demoOperations, operations } from './operations.ts';

/**
 * What a client needs to send one operation: its method and its path under /api. The operation's
 * id rides along in the type only, so the request and answer types come from the contract while
 * the bundle carries two short strings. Types only, for the SPA and the tests' clients.
 */
export type OperationRoute<Id extends string = string> = {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** Type-only: never present at run time. */
  readonly operationId?: Id;
};

type Operations = typeof operations & typeof demoOperations;

/** A route of an operation the contract has (`openapi/routes/<area>.gen.ts`). */
export type ContractRoute = OperationRoute<keyof Operations & string>;

type StaticOf<Schema> = Schema extends TSchema ? Static<Schema> : never;
type OperationOf<Route extends ContractRoute> = Operations[NonNullable<Route['operationId']>];

/** The request of an operation: its body and its query as the contract types them. */
export type OperationRequest<Route extends ContractRoute> = (OperationOf<Route> extends {
  body: infer Body;
}
  ? { body: StaticOf<Body> }
  : { body?: never }) &
  (OperationOf<Route> extends { query: infer Query }
    ? { query: StaticOf<Query> }
    : { query?: never });

/** True when the operation takes a body or a query, so a call must pass one. */
export type TakesInput<Route extends ContractRoute> =
  OperationOf<Route> extends { body: unknown } | { query: unknown } ? true : false;

/** The success envelope of an operation, as the contract types it. */
export type OperationResponse<Route extends ContractRoute> =
  OperationOf<Route> extends { response: infer Response } ? StaticOf<Response> : never;
