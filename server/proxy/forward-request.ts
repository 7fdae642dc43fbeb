import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import type { Logger } from '../app-env.ts';
import { errorResponse } from '../contract/envelope.ts';
import { payloadTooLarge } from '../security/body-limit.ts';
import { clientResponseHeaders } from './forward-headers.ts';

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
};

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
      settle(
        new Response(streamBody(request, answer), {
          status: answer.statusCode ?? 502,
          headers: clientResponseHeaders(answer.rawHeaders),
        }),
      );
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

/** The backend's body as a web stream, or null when the answer has none. */
function streamBody(request: UpstreamRequest, answer: http.IncomingMessage) {
  const status = answer.statusCode ?? 0;
  if (request.method === 'HEAD' || status === 204 || status === 304) {
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
          request.logger({
            time: new Date().toISOString(),
            level: 'warn',
            requestId: request.requestId,
            event: 'upstream reset mid-body',
          });
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
