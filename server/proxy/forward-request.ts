import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import type { Logger } from '../app-env.ts';
import { errorResponse } from '../contract/envelope.ts';
import { payloadTooLarge } from '../security/body-limit.ts';
import { clientResponseHeaders, plainResponseHeaders } from './forward-headers.ts';

/** How the route makes an answer from a whole body and plain headers (edgeResponse). */
export type Respond = (
  body: Uint8Array<ArrayBuffer> | null,
  status: number,
  headers: Record<string, string>,
) => Response;

/** Where and how to send one proxied request. */
export type UpstreamRequest = {
  url: URL;
  method: string;
  path: string;
  headers: http.OutgoingHttpHeaders;
  /**
   * The body to send and its length in bytes; the length goes out as Content-Length, or the body is
   * sent chunked when it is unknown. Absent: nothing is sent and no framing header either.
   */
  body: { stream: Readable; length: number | undefined } | undefined;
  /** The client's response, destroyed when the backend fails after its headers were sent. */
  clientResponse: http.ServerResponse | undefined;
  timeoutMs: number;
  bodyLimit: number;
  requestId: string;
  logger: Logger;
  respond: Respond;
};

/**
 * Answers up to this size that say their length are read whole and written to the client at once:
 * headers and body in one write, where a streamed body took three. Nearly every API answer is one.
 */
const WHOLE_BODY_MAX_BYTES = 64 * 1024;

/** One pool per process: keep-alive roughly doubles throughput against a fresh connection each time. */
const agents = {
  'http:': new http.Agent({ keepAlive: true, scheduling: 'lifo' }),
  'https:': new https.Agent({ keepAlive: true, scheduling: 'lifo' }),
};

export const badGateway = () => errorResponse(502, 'BACKEND_UNREACHABLE');
export const gatewayTimeout = () => errorResponse(504, 'BACKEND_TIMEOUT');

/**
 * Sends the request with node:http and resolves with the backend's answer, its body streamed.
 * Resolves (never rejects) with an envelope when the backend fails before answering: 502 when it
 * refuses, resets or cannot be resolved, 504 when it stays silent past the timeout, 413 when a
 * chunked body grows past the limit.
 */
export function forwardRequest(request: UpstreamRequest, retried = false): Promise<Response> {
  const { url, body, logger, requestId } = request;
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (response: Response) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(response);
    };
    const warn = (event: string, detail?: unknown) =>
      logger({
        time: new Date().toISOString(),
        level: 'warn',
        requestId,
        event,
        ...(detail instanceof Error
          ? { error: (detail as NodeJS.ErrnoException).code ?? detail.message }
          : {}),
      });

    // The framing describes exactly the bytes written below. A Content-Length without its bytes would
    // let the pooled connection read the next client's request as this one's body.
    const headers =
      body?.length === undefined
        ? request.headers
        : { ...request.headers, 'content-length': String(body.length) };
    const upstream = transport.request({
      protocol: url.protocol,
      hostname: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port,
      method: request.method,
      path: request.path,
      headers,
      agent: agents[url.protocol as 'http:' | 'https:'],
    });

    const timer = setTimeout(() => {
      warn('upstream timeout');
      settle(gatewayTimeout());
      upstream.destroy();
    }, request.timeoutMs);

    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (settled) return;
      // A pooled connection the backend closed while idle: safe to try once more on a fresh one
      // when the request had no body (https://nodejs.org/api/http.html#requestreusedsocket).
      if (upstream.reusedSocket && error.code === 'ECONNRESET' && !body && !retried) {
        clearTimeout(timer);
        settled = true;
        resolve(forwardRequest(request, true));
        return;
      }
      warn('upstream failed', error);
      settle(badGateway());
    });

    upstream.on('response', (answer) => {
      if (settled) {
        answer.destroy();
        return;
      }
      const status = answer.statusCode ?? 502;
      const plain = plainResponseHeaders(answer.rawHeaders);
      const length = Number(answer.headers['content-length'] ?? Number.NaN);
      if (plain && hasNoBody(request.method, status)) {
        answer.resume();
        settle(request.respond(null, status, plain));
      } else if (plain && length <= WHOLE_BODY_MAX_BYTES) {
        readWhole(request, answer, length, {
          whole: (body) => settle(request.respond(body, status, plain)),
          cut: () => settle(badGateway()),
        });
      } else {
        settle(
          new Response(streamBody(request, answer), {
            status,
            headers: clientResponseHeaders(answer.rawHeaders),
          }),
        );
      }
    });

    request.clientResponse?.once('close', () => {
      if (!request.clientResponse?.writableFinished) upstream.destroy();
    });

    if (!body) {
      upstream.end();
      return;
    }
    const { stream } = body;
    let received = 0;
    stream.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > request.bodyLimit) {
        stream.pause();
        stream.removeAllListeners('data');
        warn('request body over limit');
        settle(payloadTooLarge());
        upstream.destroy();
        return;
      }
      if (!upstream.write(chunk)) {
        stream.pause();
        upstream.once('drain', () => stream.resume());
      }
    });
    stream.once('end', () => upstream.end());
    // A client that leaves half-way: the backend must not keep (or pool) a half-sent request.
    stream.once('close', () => {
      if (!stream.readableEnded) upstream.destroy();
    });
    stream.once('error', () => upstream.destroy());
  });
}

const hasNoBody = (method: string, status: number) =>
  method === 'HEAD' || status === 204 || status === 304;

const logResetMidBody = (request: UpstreamRequest) =>
  request.logger({
    time: new Date().toISOString(),
    level: 'warn',
    requestId: request.requestId,
    event: 'upstream reset mid-body',
  });

/**
 * Reads a body of known `length` and hands it over whole. A backend that drops the connection
 * half-way cuts the client's too, as a streamed body would (`cut`: a 502 where there is no client
 * connection, under `app.request()`); one that stalls meets the request's timeout (504), since
 * nothing was sent yet.
 */
function readWhole(
  request: UpstreamRequest,
  answer: http.IncomingMessage,
  length: number,
  on: { whole: (body: Uint8Array<ArrayBuffer>) => void; cut: () => void },
) {
  const body = new Uint8Array(length);
  let received = 0;
  answer.on('data', (chunk: Buffer) => {
    body.set(chunk.subarray(0, length - received), received);
    received = Math.min(length, received + chunk.length);
  });
  answer.once('end', () => on.whole(body));
  answer.once('close', () => {
    if (answer.complete) return;
    logResetMidBody(request);
    request.clientResponse?.destroy();
    on.cut();
  });
  answer.on('error', () => {});
}

/** The backend's body as a web stream, or null when the answer has none. */
function streamBody(request: UpstreamRequest, answer: http.IncomingMessage) {
  const status = answer.statusCode ?? 0;
  if (hasNoBody(request.method, status)) {
    answer.resume();
    return null;
  }
  // A backend that stops sending half-way must not leave the client waiting forever.
  answer.setTimeout(request.timeoutMs, () => answer.destroy(new Error('upstream body timeout')));
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        answer.on('data', (chunk: Buffer) => {
          controller.enqueue(chunk);
          if ((controller.desiredSize ?? 0) <= 0) answer.pause();
        });
        answer.once('end', () => controller.close());
        answer.once('close', () => {
          if (answer.complete) return;
          logResetMidBody(request);
          // Cut the client's connection: a cleanly ended chunked response would look complete,
          // and the client must know the body is truncated. The writer then cancels this stream.
          if (request.clientResponse) request.clientResponse.destroy();
          else controller.error(new Error('The backend closed the connection mid-body'));
        });
        answer.on('error', () => {});
      },
      pull() {
        answer.resume();
      },
      cancel() {
        answer.destroy();
      },
    },
    { highWaterMark: 4 },
  );
}
