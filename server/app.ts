import { Hono } from 'hono';
import type { AppEnv, Logger } from './app-env.ts';
import type { Config } from './config.ts';
import { errorResponse } from './contract/envelope.ts';
import { createDemoStubs } from './demo/index.ts';
import { createBackendProbe } from './health/backend-probe.ts';
import { createHealthRoutes } from './health/health-routes.ts';
import { requestLog, stdoutLogger } from './logging/request-log.ts';
import { createOpenApiRoutes } from './openapi/openapi-routes.ts';
import { createProxyRoutes } from './proxy/proxy-routes.ts';
import { noStore } from './security/no-store.ts';
import { securityHeaders } from './security/secure-headers.ts';
import { loadBuild } from './static/load-build.ts';
import { createStaticRoutes } from './static/static-routes.ts';
import { createStubBackend } from './stub/index.ts';

/** Replaceable parts, for tests. */
export type AppDeps = {
  logger?: Logger;
  /** A stub backend built by the caller (a test that wants to reset it); else one is created. */
  stubBackend?: ReturnType<typeof createStubBackend>;
  /** Demo stubs built by the caller (a test that fixes their clock); else created when on. */
  demoStubs?: ReturnType<typeof createDemoStubs>;
  /** Where the OpenAPI document is; defaults to the committed openapi/openapi.json. */
  openapiFile?: string | URL;
  /** Replaces the TCP probe of BACKEND_URL behind /readyz. */
  probeBackend?: () => Promise<boolean>;
};

/**
 * The whole server as a Hono app. Mode `app`: the SPA, /api (proxy or embedded stub), health and
 * the contract. Mode `stub-backend`: the stub at the root, as a stand-in for the real backend.
 */
export function createApp(config: Config, deps: AppDeps = {}) {
  const logger = deps.logger ?? stdoutLogger;
  const app = new Hono<AppEnv>();

  app.use(requestLog(logger));
  app.use(securityHeaders());
  app.onError((error, c) => {
    logger({
      time: new Date().toISOString(),
      level: 'error',
      requestId: c.get('requestId'),
      error: error.message,
      stack: error.stack,
    });
    return errorResponse(500, 'INTERNAL_ERROR');
  });

  const stub = config.stubBackend
    ? (deps.stubBackend ??
      createStubBackend({
        jwtSecret: config.stubJwtSecret,
        log: (event) => logger(event),
        qa: config.stubQa && { token: config.stubQa.token },
      }))
    : undefined;
  const build =
    config.mode === 'app' ? loadBuild(config.distDir, { demoStubs: config.demoStubs }) : undefined;
  if (build && !build.loaded) {
    logger({
      time: new Date().toISOString(),
      level: 'warn',
      event: 'web app not built; / answers 503 until `npm run build` and a restart',
      reason: build.reason,
    });
  }

  app.route(
    '/',
    createHealthRoutes({
      buildLoaded: build?.loaded,
      probeBackend: config.backendUrl
        ? (deps.probeBackend ?? createBackendProbe(config.backendUrl))
        : undefined,
    }),
  );
  app.route('/api-docs', createOpenApiRoutes(deps.openapiFile));

  if (!build) {
    app.use('*', noStore);
    if (stub) app.route('/', stub.app);
    app.notFound(() => errorResponse(404, 'NOT_FOUND'));
    return app;
  }

  app.use('/api/*', noStore);
  // Ahead of the proxy and the stub backend, so demo paths never reach either (D18).
  const demo = config.demoStubs ? (deps.demoStubs ?? createDemoStubs()) : undefined;
  if (demo) {
    // The QA reset, answered by the stub backend here or behind the proxy, puts the demo data back
    // too: one call gives QA and the browser stories a clean slate.
    app.post('/api/__stub/reset', async (c, next) => {
      await next();
      if (c.res.ok) demo.reset();
    });
    app.route('/api', demo.app);
  }
  if (config.backendUrl) {
    app.route(
      '/api',
      createProxyRoutes({
        backendUrl: config.backendUrl,
        timeoutMs: config.proxyTimeoutMs,
        bodyLimit: config.bodyLimit,
        version: config.version,
        logger,
      }),
    );
  } else if (stub) {
    app.route('/api', stub.app);
  }
  // A sub-app's notFound is not carried by route(): without this, unknown API paths would fall
  // through to the SPA and answer HTML.
  app.all('/api/*', () => errorResponse(404, 'NOT_FOUND'));
  app.route('/', createStaticRoutes(build));
  app.notFound((c) => c.text('Not found', 404));
  return app;
}
