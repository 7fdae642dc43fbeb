import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, LogEvent, Logger } from '../app-env.ts';
import { requestHeader } from '../edge/request-header.ts';
import { recordRequestBegun, recordRequestEnded } from '../observability/record.ts';
import { activeTraceId, traceRoute } from '../observability/trace-hooks.ts';
import { isFinished } from '../security/finished-responses.ts';

export { stdoutLogger } from './log-sink.ts';

// An incoming id is kept only when it cannot smuggle anything into logs or upstream headers.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's id: the caller's X-Request-Id when sane, else a new one. */
export const requestIdFor = (incoming: string | undefined) =>
  incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();

let stampedAt = Number.NaN;
let stamp = '';

/**
 * The time now as an ISO string, made once per millisecond: a busy edge logs tens of lines in
 * each, and making the string (about 0.5 µs here) was a third of a line's cost.
 */
function timeStamp(): string {
  const now = Date.now();
  if (now !== stampedAt) {
    stampedAt = now;
    stamp = new Date(now).toISOString();
  }
  return stamp;
}

/**
 * The one line logged per request, once its answer is ready, with the trace id when the request is
 * traced. Every way a request is answered ends here (the fast paths and the middleware below), so
 * here it is also counted in the metrics, by its route template (`route`, never the raw path).
 */
export function requestLine(
  requestId: string,
  method: string,
  path: string,
  route: string,
  status: number,
  started: number,
): LogEvent {
  const ms = performance.now() - started;
  recordRequestEnded(method, route, status, ms / 1000);
  const line: LogEvent = {
    time: timeStamp(),
    level: 'info',
    requestId,
    method,
    path,
    status,
    durationMs: Math.round(ms * 10) / 10,
  };
  const traceId = activeTraceId();
  if (traceId !== undefined) {
    traceRoute(method, route);
    line.trace_id = traceId;
  }
  return line;
}

/**
 * Gives every request an id (the caller's X-Request-Id when sane), echoes it in the response and
 * logs one line when the answer is ready. The query string, headers and bodies are never logged:
 * they may carry tokens, passwords or OTPs.
 */
export const requestLog = (logger: Logger) =>
  createMiddleware<AppEnv>(async (c, next) => {
    // A request a fast path began (edge/fast-path.ts) keeps its id and start.
    const begun = c.env?.begun;
    if (!begun) recordRequestBegun();
    const started = begun?.started ?? performance.now();
    const requestId = begun?.requestId ?? requestIdFor(requestHeader(c, 'x-request-id'));
    c.set('requestId', requestId);
    await next();
    // An edgeResponse carries the id already. Any other answer goes the way it always went:
    // c.header() copies it into an undici Response, which @hono/node-server then writes on its
    // general path, the one that gives a short streamed body (a backend's chunked answer) its
    // Content-Length.
    if (!isFinished(c.res)) c.header('X-Request-Id', requestId);
    // The pattern of the route that answered (`/api/*`, `/healthz`…): a bounded label.
    logger(
      requestLine(requestId, c.req.method, c.req.path, c.req.routePath, c.res.status, started),
    );
  });
