import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import type { Logger } from '../app-env.ts';

/**
 * How the caller makes an answer from a whole body and plain headers: the Hono route a Response
 * (edgeResponse), the Node fast path its own (edge/proxy-fast-path.ts).
 */
export type Respond<Answer = Response> = (
  body: Uint8Array<ArrayBuffer> | null,
  status: number,
  headers: Record<string, string>,
) => Answer;

/** Where and how to send one proxied request. */
export type UpstreamRequest<Answer = Response> = {
  url: URL;
  method: string;
  path: string;
  headers: OutgoingHttpHeaders;
  /**
   * The body to send and its length in bytes; the length goes out as Content-Length, or the body is
   * sent chunked when it is unknown. Absent: nothing is sent and no framing header either.
   */
  body: { stream: Readable; length: number | undefined } | undefined;
  /** The client's response, destroyed when the backend fails after its headers were sent. */
  clientResponse: ServerResponse | undefined;
  timeoutMs: number;
  bodyLimit: number;
  requestId: string;
  logger: Logger;
  respond: Respond<Answer>;
};
