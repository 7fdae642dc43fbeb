import { errorResponse } from '../contract/envelope.ts';
import type { RequestHead } from '../edge/request-header.ts';

/**
 * RFC 9112 §3.2: a request with more than one Host header gets a 400 (edge-rules.ts). Node keeps
 * the first, the Fetch Request joins both (`a, b`), and whatever reads one or the other
 * (X-Forwarded-Host, a backend building a reset link) could be steered to the second.
 */
export const twoHostHeaders = (request: RequestHead) => hostHeaders(request.rawHeaders) > 1;

/** How many Host headers a request's raw header list (name, value, name, value…) carries. */
export function hostHeaders(rawHeaders: readonly string[]): number {
  let hosts = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i];
    // Length first: this runs over every header of every request.
    if (name?.length === 4 && name.toLowerCase() === 'host') hosts += 1;
  }
  return hosts;
}

/** The refusal of a request with two Host headers; its connection goes with it. */
export const moreThanOneHost = () =>
  errorResponse(400, 'INVALID_INPUT', 'A request must carry exactly one Host header', {
    headers: { Connection: 'close' },
  });
