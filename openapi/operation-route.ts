/**
 * What a client needs to send one operation: its method and its path under /api. The operation's
 * id rides along in the type only, so the request and answer types come from the contract while
 * the bundle carries two short strings. TypeBox-free, for the SPA.
 */
export type OperationRoute<Id extends string = string> = {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** Type-only: never present at run time. */
  readonly operationId?: Id;
};
