/**
 * What the proxy does with a backend answer's body (forward-request.ts): read whole and written at
 * once, or streamed as it comes.
 */
import type { Dispatcher } from 'undici';
import { recordProxyFault } from '../observability/record.ts';
import type { UpstreamRequest } from './upstream-request.ts';

/**
 * Answers up to this size (said by their Content-Length, or found as a chunked one ends) are read
 * whole and written to the client at once: headers and body in one write, where a streamed body
 * took three. Nearly every API answer is one.
 */
export const WHOLE_BODY_MAX_BYTES = 64 * 1024;

/** Why the proxy gave up on a backend call: the client needs no answer, or it got one already. */
export class Abandoned extends Error {}

/** What an answer's body does with the backend's bytes. */
export type AnswerBody = {
  data(chunk: Buffer): void;
  end(): void;
  /** The proxy gave up on the call. */
  drop(): void;
};

/**
 * A body of up to WHOLE_BODY_MAX_BYTES, handed over whole: its `length` when the backend said it,
 * else whatever comes before the end (a chunked answer), unless it grows past the limit, when
 * `tooLong` gets what came so far and the rest is streamed. Written with its headers in one write,
 * where a streamed body took three; nearly every API answer is one. Cut half-way, it is a 502.
 */
export class WholeBody implements AnswerBody {
  private chunks: Buffer[] = [];
  private received = 0;
  private handedOn = false;

  private readonly length: number | undefined;
  private readonly on: {
    whole: (body: Uint8Array<ArrayBuffer>) => void;
    tooLong: (first: Buffer[]) => void;
  };

  constructor(length: number | undefined, on: WholeBody['on']) {
    this.length = length;
    this.on = on;
  }

  data(chunk: Buffer): void {
    if (this.handedOn) return;
    this.chunks.push(chunk);
    this.received += chunk.length;
    if (this.length === undefined && this.received > WHOLE_BODY_MAX_BYTES) {
      this.handedOn = true;
      this.on.tooLong(this.chunks);
    }
  }

  end(): void {
    if (this.handedOn) return;
    const size = this.length ?? this.received;
    const body = new Uint8Array(size);
    let at = 0;
    for (const chunk of this.chunks) {
      body.set(chunk.subarray(0, size - at), at);
      at = Math.min(size, at + chunk.length);
    }
    this.on.whole(body);
  }

  drop(): void {
    this.chunks = [];
  }
}

/**
 * A body streamed to the client as it comes, the backend paused while the client reads slower. Cut
 * half-way, the client's connection is cut too: a cleanly ended chunked response would look
 * complete, and the client must know the body is truncated.
 */
export class StreamedBody implements AnswerBody {
  readonly readable: ReadableStream<Uint8Array>;
  private stream!: ReadableStreamDefaultController<Uint8Array>;
  private done = false;
  /**
   * A backend silent for the timeout between two chunks is cut. undici's own body timeout, set per
   * call, kept each call's timer alive for half a second after it: old-generation garbage, and
   * the server's peak RSS under a proxy benchmark from 192 to 221 MB.
   */
  private readonly stall: NodeJS.Timeout;

  private readonly request: UpstreamRequest<unknown>;
  private readonly controller: Dispatcher.DispatchController;

  constructor(
    request: UpstreamRequest<unknown>,
    controller: Dispatcher.DispatchController,
    first: Buffer[],
  ) {
    this.request = request;
    this.controller = controller;
    this.stall = setTimeout(() => {
      if (!controller.aborted) controller.abort(new Error('upstream body timeout'));
    }, request.timeoutMs);
    this.readable = new ReadableStream<Uint8Array>(
      {
        start: (stream) => {
          this.stream = stream;
          for (const chunk of first) stream.enqueue(chunk);
          if ((stream.desiredSize ?? 0) <= 0) controller.pause();
        },
        pull: () => controller.resume(),
        cancel: () => {
          this.finish();
          if (!controller.aborted) controller.abort(new Abandoned());
        },
      },
      { highWaterMark: 4 },
    );
  }

  data(chunk: Buffer): void {
    if (this.done) return;
    this.stall.refresh();
    this.stream.enqueue(chunk);
    if ((this.stream.desiredSize ?? 0) <= 0) this.controller.pause();
  }

  end(): void {
    if (this.done) return;
    this.finish();
    this.stream.close();
  }

  /** The backend stopped half-way. */
  cut(): void {
    if (this.done) return;
    this.finish();
    logResetMidBody(this.request);
    if (this.request.clientResponse) this.request.clientResponse.destroy();
    else this.stream.error(new Error('The backend closed the connection mid-body'));
  }

  drop(): void {
    this.finish();
  }

  private finish(): void {
    this.done = true;
    clearTimeout(this.stall);
  }
}

export const hasNoBody = (method: string, status: number) =>
  method === 'HEAD' || status === 204 || status === 304;

/** A backend answer cut mid-body: logged, and counted as the proxy fault `reset`. */
export const logResetMidBody = (request: UpstreamRequest<unknown>) => {
  recordProxyFault('reset');
  request.logger({
    time: new Date().toISOString(),
    level: 'warn',
    requestId: request.requestId,
    event: 'upstream reset mid-body',
  });
};
