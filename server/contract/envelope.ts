import { type CommonRefusalCode, CommonRefusals } from '#openapi/refusals.ts';

/** A field in error: `field` is a JSON pointer into the input (`/username`; '' is the whole body). */
export type FieldError = { field: string; message: string };

/** The error envelope of the whole server: `{status:false, code, message, body}`. */
export type ErrorEnvelope = {
  status: false;
  code: string;
  message: string;
  body: { errors?: FieldError[] };
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
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...options.headers },
  });
}
