import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { EligibilityReason } from '#openapi/eligibility.ts';
import { type CommonRefusalCode, CommonRefusals } from '#openapi/refusals.ts';

/** The Content-Type of every JSON answer the server writes, success or refusal (SECURITY.md). */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * The one way a route answers JSON: Hono's `c.json()` says `application/json` without a charset.
 * Headers a middleware set on `c` before stay, as with `c.json()`.
 */
export const jsonAnswer = (c: Context, value: unknown, status: ContentfulStatusCode) =>
  c.body(JSON.stringify(value), status, { 'Content-Type': JSON_CONTENT_TYPE });

/** A field in error: `field` is a JSON pointer into the input (`/username`; '' is the whole body). */
export type FieldError = { field: string; message: string };

/** The error envelope of the whole server: `{status:false, code, message, body}`. */
export type ErrorEnvelope = {
  status: false;
  code: string;
  message: string;
  body: { errors?: FieldError[]; reasons?: EligibilityReason[] };
};

/** The envelope for a refusal; the message defaults to the code's words in the contract. */
export function errorEnvelope(
  code: string,
  message: string = CommonRefusals[code as CommonRefusalCode] ?? code,
  body: ErrorEnvelope['body'] = {},
): ErrorEnvelope {
  return { status: false, code, message, body };
}

/**
 * The one way the server answers an error outside a route's business answer: edge, proxy, stub,
 * validation and demo stubs all write it here.
 */
export function errorResponse(
  httpStatus: number,
  code: string,
  message?: string,
  options: { body?: ErrorEnvelope['body']; headers?: Record<string, string> } = {},
): Response {
  return new Response(JSON.stringify(errorEnvelope(code, message, options.body)), {
    status: httpStatus,
    headers: { 'Content-Type': JSON_CONTENT_TYPE, ...options.headers },
  });
}
