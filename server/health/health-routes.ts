import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { JSON_CONTENT_TYPE, jsonAnswer } from '../contract/envelope.ts';
import { edgeResponse } from '../edge/edge-response.ts';

const ALIVE = JSON.stringify({ status: 'ok' });
const ALIVE_HEADERS = { 'content-type': JSON_CONTENT_TYPE, 'cache-control': 'no-store' };

/** What /readyz needs to know; each check is absent when it does not apply to the mode. */
export type ReadinessChecks = {
  /** App mode only: whether the SPA build is in memory. */
  buildLoaded?: boolean;
  /** Undefined when the embedded stub answers the API; else a probe of BACKEND_URL. */
  probeBackend?: () => Promise<boolean>;
};

/** /healthz says the process is alive; /readyz says it can serve users right now. */
export function createHealthRoutes(checks: ReadinessChecks) {
  const app = new Hono<AppEnv>();

  // Polled every few seconds by every load balancer: the whole answer is made once.
  app.get('/healthz', (c) => edgeResponse(c, ALIVE, 200, ALIVE_HEADERS));

  app.get('/readyz', async (c) => {
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
