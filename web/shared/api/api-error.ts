import type { RefusalCode } from '#openapi/refusal-codes.ts';

/**
 * How a call failed: `network` (no answer at all), `timeout` (no answer in time: the client's own
 * deadline, or the edge's 504/408), `refusal` (the server understood and said no: the envelope's
 * `status: false` on a successful answer, D2; decide by `code`), `http` (a failing status: invalid
 * input, no session, a limit, a fault; `code` says which when the envelope came).
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'refusal';

/** One field the server found wrong: `field` is a JSON pointer into the input (`/skills/2`). */
export type ApiFieldError = { field: string; message: string };

/** A rejected call: `message` is ready to show to the user (the server's, or a translated fallback). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The HTTP status; 0 when no answer came. */
  readonly status: number;
  /**
   * The refusal's stable code (`INVALID_LOGIN`, `TEST_TAKEN_OVER`…); '' when the server gave none.
   * Typed by the contract's codes so a misspelt one fails to compile; a newer backend may still
   * send one the contract does not list yet, which `errorMessage` shows in the server's words.
   */
  readonly code: RefusalCode | '';
  /** What the server's envelope said, '' when it said nothing; undefined when no envelope came. */
  readonly serverMessage: string | undefined;
  /** The fields a 400 named (the envelope's `body.errors`), in the server's words; empty if none. */
  readonly fieldErrors: readonly ApiFieldError[];

  constructor(
    message: string,
    details: {
      kind: ApiErrorKind;
      status: number;
      code?: RefusalCode | '';
      serverMessage?: string;
      fieldErrors?: readonly ApiFieldError[];
    },
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = details.kind;
    this.status = details.status;
    this.code = details.code ?? '';
    this.serverMessage = details.serverMessage;
    this.fieldErrors = details.fieldErrors ?? [];
  }
}

/** True when the server refused the call (with this code, when one is given: a contract code). */
export const isRefusal = (error: unknown, code?: RefusalCode): error is ApiError =>
  error instanceof ApiError &&
  error.kind === 'refusal' &&
  (code === undefined || error.code === code);

/**
 * True when the server answered 404: what the call named is not there (a demo app's unknown id),
 * and asking again will not change that.
 */
export const isMissing = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 404;
