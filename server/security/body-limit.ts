import type { Readable } from 'node:stream';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { errorResponse } from '../contract/envelope.ts';
import { type RequestHead, requestHeader } from '../edge/request-header.ts';

/**
 * The 413 of the whole server. The rest of the body is still on its way: closing the connection
 * stops it there, where keeping it alive would read (and drop) all of it.
 */
export const payloadTooLarge = () =>
  errorResponse(413, 'PAYLOAD_TOO_LARGE', undefined, { headers: { Connection: 'close' } });

/** Whether a request declares a body longer than `limit` bytes: refused before a byte is read. */
export const declaresOver = (limit: number) => (request: RequestHead) =>
  overLimit(request.headers['content-length'], limit);

const overLimit = (declared: string | undefined, limit: number) =>
  declared !== undefined && Number(declared) > limit;

/**
 * BODY_LIMIT on every route, whoever reads the body (stub, demo stubs, proxy). A declared
 * Content-Length over the limit is refused before a byte is read; Node's parser delivers no more
 * than a declared length, so a smaller one is safe as it is. A chunked body is counted as it is
 * read and refused the moment it passes the limit, so nothing past the limit is ever buffered.
 * The proxy streams from the socket itself and counts on its own.
 */
export const bodyLimit = (limit: number) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const declared = requestHeader(c, 'content-length');
    if (overLimit(declared, limit)) return payloadTooLarge();
    const method = c.req.method;
    const chunked = declared === undefined && requestHeader(c, 'transfer-encoding') !== undefined;
    // A GET or HEAD body is read by no one (Node drops it), so it cannot fill memory.
    if (!chunked || method === 'GET' || method === 'HEAD') return next();

    let over = false;
    const source = c.env?.incoming ?? c.req.raw.body;
    if (!source) return next();
    c.req.raw = new Request(c.req.raw.url, {
      method,
      headers: c.req.raw.headers,
      body: cappedBody(source, limit, () => {
        over = true;
      }),
      duplex: 'half',
    } as RequestInit);
    await next();
    if (over) {
      // Unset first: Hono would otherwise copy the earlier answer's headers onto this one.
      c.res = undefined;
      c.res = payloadTooLarge();
    }
  });

/**
 * The body as a stream that errors once more than `limit` bytes came. It reads nothing until its
 * reader asks (the proxy, which reads the socket itself, never does), and when it errors it leaves
 * the socket as it is, paused, so the 413 can still be written on it.
 */
function cappedBody(
  source: Readable | ReadableStream<Uint8Array>,
  limit: number,
  onOver: () => void,
): ReadableStream<Uint8Array> {
  let chunks: AsyncIterator<Uint8Array> | undefined;
  let received = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        chunks ??=
          'iterator' in source
            ? source.iterator({ destroyOnReturn: false })
            : source.values({ preventCancel: true });
        const { value, done } = await chunks.next();
        if (done) {
          controller.close();
          return;
        }
        received += value.byteLength;
        if (received > limit) {
          onOver();
          controller.error(new Error('The request body is over BODY_LIMIT'));
          return;
        }
        controller.enqueue(value);
      },
    },
    { highWaterMark: 0 },
  );
}
