import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { JSON_CONTENT_TYPE, jsonAnswer } from '../contract/envelope.ts';
import { edgeResponse } from '../edge/edge-response.ts';

const ALIVE = JSON.stringify({ status: 'ok' });
const DRAINING = JSON.stringify({ status: 'draining' });
const PROBE_HEADERS = { 'content-type': JSON_CONTENT_TYPE, 'cache-control': 'no-store' };

/** What /readyz needs to know; each check is absent when it does not apply to the mode. */
export type ReadinessChecks = {
  /** App mode only: whether the SPA build is in memory. */
  buildLoaded?: boolean;
  /** Undefined when the embedded stub answers the API; else a probe of BACKEND_URL. */
  probeBackend?: () => Promise<boolean>;
  /** Whether a stop was asked for (SIGTERM): the server finishes what it has and takes no more. */
  draining?: () => boolean;
  /** With tracing on: whether it has started (it loads after the server listens; index.ts). */
  tracingStarted?: () => boolean;
};

/**
 * /livez (and /healthz, its older name) says the process answers, draining or not: an orchestrator
 * restarts a process that fails it. /readyz says it can serve users right now: a load balancer
 * sends no new requests to one that fails it, as while the build is missing or after SIGTERM.
 */
export function createHealthRoutes(checks: ReadinessChecks) {
  const app = new Hono<AppEnv>();

  // Polled every few seconds by every load balancer and kubelet: the whole answer is made once.
  const alive = (c: Context<AppEnv>) => edgeResponse(c, ALIVE, 200, PROBE_HEADERS);
  app.get('/livez', alive);
  app.get('/healthz', alive);

  app.get('/readyz', async (c) => {
    // Nothing else is asked while draining: the answer is no whatever the backend says.
    if (checks.draining?.()) return edgeResponse(c, DRAINING, 503, PROBE_HEADERS);
    const missing: string[] = [];
    const details: Record<string, string> = {};
    if (checks.buildLoaded !== undefined) {
      details.build = checks.buildLoaded ? 'loaded' : 'not loaded (run `npm run build`)';
      if (!checks.buildLoaded) missing.push('build');
    }
    if (checks.probeBackend) {
      const reachable = await checks.probeBackend();
      details.backend = reachable ? 'reachable' : 'unreachable';
      if (!reachable) missing.push('backend');
    } else {
      details.backend = 'stub';
    }
    if (checks.tracingStarted) {
      details.tracing = checks.tracingStarted() ? 'on' : 'starting';
      if (details.tracing !== 'on') missing.push('tracing');
    }
    const ready = missing.length === 0;
    c.header('Cache-Control', 'no-store');
    return jsonAnswer(
      c,
      { status: ready ? 'ready' : 'not ready', checks: details, ...(ready ? {} : { missing }) },
      ready ? 200 : 503,
    );
  });

  return app;
}
