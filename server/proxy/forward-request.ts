import { Readable } from 'node:stream';
import { Agent, type Dispatcher } from 'undici';
import { errorResponse } from '../contract/envelope.ts';
import { type ProxyFault, recordProxyFault, recordUpstreamCall } from '../observability/record.ts';
import { payloadTooLarge } from '../security/body-limit.ts';
import {
  Abandoned,
  type AnswerBody,
  hasNoBody,
  logResetMidBody,
  StreamedBody,
  WHOLE_BODY_MAX_BYTES,
  WholeBody,
} from './answer-bodies.ts';
import { clientResponseHeaders, plainResponseHeaders } from './forward-headers.ts';
import type { UpstreamRequest } from './upstream-request.ts';

/**
 * One pool of keep-alive connections per backend origin, for the process, driven through undici's
 * dispatch API (no body stream, promise or AbortController per call). Not node:http's client: a
 * bare proxy of each on this machine forwarded 6.0k and 11.1k requests a second, and ours went from
 * 3.4–4.8k to 6.0–7.0k in alternating runs (compare-nginx: 0.16× → 0.22× nginx; issue 13). The
 * call's own timer (BackendCall) bounds the wait for headers and a whole body; StreamedBody's, a
 * stall between two chunks of a streamed one.
 */
const backends = new Agent({ headersTimeout: 0 });

export const badGateway = () => errorResponse(502, 'BACKEND_UNREACHABLE');
export const gatewayTimeout = () => errorResponse(504, 'BACKEND_TIMEOUT');

/**
 * A connection closed before any answer, most often a pooled one the backend closed while idle:
 * a request without a body (GET and HEAD, which may be repeated) is tried once more.
 */
const closedWhileIdle = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ECONNRESET' || code === 'UND_ERR_SOCKET';
};

/**
 * Sends the request with undici and resolves with the backend's answer. Resolves (never rejects)
 * with an envelope when the backend fails before answering: 502 when it refuses, resets or cannot
 * be resolved, 504 when it stays silent past the timeout, 413 when a chunked body grows past the
 * limit.
 */
export function forwardRequest<Answer = Response>(
  request: UpstreamRequest<Answer>,
  retried = false,
): Promise<Answer | Response> {
  return new Promise((resolve) => {
    const call = new BackendCall(request, retried, resolve);
    // The framing describes exactly the bytes sent. A Content-Length without its bytes would let
    // the pooled connection read the next client's request as this one's body; undici refuses to
    // send a body whose length differs from it.
    const { body } = request;
    const headers =
      body?.length === undefined
        ? request.headers
        : { ...request.headers, 'content-length': String(body.length) };
    backends.dispatch(
      {
        origin: request.url.origin,
        method: request.method as Dispatcher.HttpMethod,
        path: request.path,
        headers: headers as Record<string, string | string[]>,
        body:
          body && Readable.from(limitedBody(body.stream, request.bodyLimit, call.bodyOverLimit)),
        // Ours instead: the call's timer for a whole body, StreamedBody's for a streamed one.
        bodyTimeout: 0,
      },
      call,
    );
  });
}

/**
 * One backend call, driven by undici's events. The answer is settled once: the backend's (whole,
 * or streamed past 64 kB), or an envelope. Until the headers come a timer runs (504); a client
 * that leaves takes the call with it.
 */
class BackendCall<Answer> implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | undefined;
  private settled = false;
  private abandoned = false;
  private readonly timer: NodeJS.Timeout;
  /** What the answer's body does with its bytes, once its headers are in. */
  private body: AnswerBody | undefined;
  private readonly started = performance.now();
  /** The backend's status, once its answer's head is in. */
  private status: number | undefined;

  private readonly request: UpstreamRequest<Answer>;
  private readonly retried: boolean;
  private readonly resolve: (answer: Answer | Response | Promise<Answer | Response>) => void;

  constructor(
    request: UpstreamRequest<Answer>,
    retried: boolean,
    resolve: (answer: Answer | Response | Promise<Answer | Response>) => void,
  ) {
    this.request = request;
    this.retried = retried;
    this.resolve = resolve;
    this.timer = setTimeout(() => {
      this.warn('upstream timeout');
      recordProxyFault('504');
      this.settle(gatewayTimeout(), '504');
      this.abandon();
    }, request.timeoutMs);
    request.clientResponse?.once('close', () => {
      if (!request.clientResponse?.writableFinished) this.abandon();
    });
  }

  readonly bodyOverLimit = () => {
    this.warn('request body over limit');
    this.settle(payloadTooLarge());
    this.abandon();
  };

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.abandoned) controller.abort(new Abandoned());
  }

  onResponseStart(controller: Dispatcher.DispatchController, status: number): void {
    // Latin-1, as HTTP/1.1 bytes are read (and node:http reads and writes them).
    const rawHeaders =
      (controller.rawHeaders as Buffer[] | null | undefined)?.map((b) => b.toString('latin1')) ??
      [];
    if (this.settled) {
      if (!controller.aborted) controller.abort(new Abandoned());
      return;
    }
    this.status = status;
    const { request } = this;
    const plain = plainResponseHeaders(rawHeaders);
    if (hasNoBody(request.method, status)) {
      this.settle(
        plain
          ? request.respond(null, status, plain)
          : new Response(null, { status, headers: clientResponseHeaders(rawHeaders) }),
      );
      return;
    }
    const length = Number(plain?.['content-length'] ?? Number.NaN);
    const streamed = (first: Buffer[]) => {
      const stream = new StreamedBody(request, controller, first);
      this.body = stream;
      this.settle(
        new Response(stream.readable, { status, headers: clientResponseHeaders(rawHeaders) }),
      );
    };
    if (plain && !(length > WHOLE_BODY_MAX_BYTES)) {
      this.body = new WholeBody(Number.isNaN(length) ? undefined : length, {
        whole: (body) => this.settle(request.respond(body, status, plain)),
        tooLong: streamed,
      });
    } else streamed([]);
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.body?.data(chunk);
  }

  onResponseEnd(): void {
    this.body?.end();
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    // Cut half-way, by the backend or by its silence past the body timeout: the client's
    // connection is cut too (a 502 where there is none, under `app.request()`).
    if (this.body instanceof StreamedBody) {
      this.body.cut();
      return;
    }
    if (this.body) {
      if (this.abandoned) return;
      logResetMidBody(this.request);
      this.request.clientResponse?.destroy();
      this.settle(badGateway(), 'reset');
      return;
    }
    if (this.settled) return;
    const { request } = this;
    if (!request.body && !this.retried && !this.abandoned && closedWhileIdle(error)) {
      this.settled = true;
      clearTimeout(this.timer);
      this.resolve(forwardRequest(request, true));
      return;
    }
    this.warn('upstream failed', error);
    recordProxyFault('502');
    this.settle(badGateway(), '502');
  }

  /**
   * Settles the call once, and counts it (metrics/record.ts) by the backend's status or by `fault`;
   * a call the edge itself ended (a body over the limit) is not the backend's and is not counted.
   */
  private settle(answer: Answer | Response, fault?: ProxyFault): void {
    if (this.settled) return;
    this.settled = true;
    clearTimeout(this.timer);
    const outcome = fault ?? this.status;
    if (outcome !== undefined) {
      recordUpstreamCall(this.request.method, outcome, (performance.now() - this.started) / 1000);
    }
    this.resolve(answer);
  }

  private abandon(): void {
    this.abandoned = true;
    this.body?.drop();
    if (this.controller && !this.controller.aborted) this.controller.abort(new Abandoned());
  }

  private warn(event: string, detail?: unknown): void {
    this.request.logger({
      time: new Date().toISOString(),
      level: 'warn',
      requestId: this.request.requestId,
      event,
      ...(detail instanceof Error
        ? { error: (detail as NodeJS.ErrnoException).code ?? detail.message }
        : {}),
    });
  }
}

/**
 * The client's body as sent upstream, counted as it streams: past `limit` bytes it stops, `over`
 * answers 413 and the backend call is abandoned (its half-sent request dies with its connection).
 * A client that leaves half-way ends the iteration with an error, which does the same.
 */
async function* limitedBody(stream: Readable, limit: number, over: () => void) {
  let received = 0;
  // Not destroyed on leaving: the client's connection must still carry the 413.
  for await (const chunk of stream.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > limit) {
      over();
      throw new Abandoned('request body over limit');
    }
    yield chunk;
  }
}
