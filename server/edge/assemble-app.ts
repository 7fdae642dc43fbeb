import { Hono } from 'hono';
import type { AppEnv, Logger } from '../app-env.ts';
import type { Config } from '../config.ts';
import { errorResponse } from '../contract/envelope.ts';
import type { createDemoStubs } from '../demo/index.ts';
import { createBackendProbe } from '../health/backend-probe.ts';
import { createHealthRoutes } from '../health/health-routes.ts';
import { stdoutLogger } from '../logging/request-log.ts';
import {
  recordRateLimitRefusal,
  recordStoreFallback,
  recordStoreState,
} from '../observability/record.ts';
import { createOpenApiRoutes } from '../openapi/openapi-routes.ts';
import type { ProxyOptions } from '../proxy/proxy-options.ts';
import { createProxyRoutes } from '../proxy/proxy-routes.ts';
import { createRateLimits } from '../security/rate-limit.ts';
import { createLimitStore } from '../security/rate-limit-store.ts';
import { loadBuild } from '../static/load-build.ts';
import { createStaticRoutes, createStaticSite, notFound } from '../static/static-routes.ts';
import type { createStubBackend } from '../stub/index.ts';
import { type EdgeRule, edgeRules, fastRules } from './edge-rules.ts';
import { type FastPath, firstOf } from './fast-path.ts';
import { proxyFastPath } from './proxy-fast-path.ts';
import { staticFastPath } from './static-fast-path.ts';

/** Replaceable parts, for tests, and what the socket server around the app tells it. */
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
  /** The rate limits' clock, so tests can let a window pass. */
  clock?: () => number;
  /** Whether the server is stopping (serve.ts sets it on SIGTERM): /readyz then answers 503. */
  draining?: () => boolean;
  /** With tracing on, whether it has started: /readyz answers 503 until it has. */
  tracingStarted?: () => boolean;
};

/**
 * The modules that build the embedded stub backend and the demo stubs. They are asked for only when
 * the config turns them on: server/index.ts imports each only then, so a server in front of a real
 * backend never loads them (issue 13: about 20 MB of its memory).
 */
export type AppModules = {
  createStubBackend?: typeof createStubBackend;
  createDemoStubs?: typeof createDemoStubs;
};

/** The config turned on a part whose module was not given: a mistake of the caller's, not of the config. */
function required<T>(part: T | undefined, name: keyof AppModules): T {
  if (part === undefined) throw new Error(`assembleApp: the config needs ${name}`);
  return part;
}

/** The edge as assembled: its rules, and how each fast path honours them (edge-rules.ts). */
export type EdgeParts = {
  rules: readonly EdgeRule[];
  /** Each fast path on, by name: how it applies or skips each rule. */
  fastPlans: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /**
   * The rate limits, when on: `onRefusal` and `onStoreStateChange` tell each 429's rules and each
   * change between the shared store and memory (for metrics).
   */
  rateLimits?: ReturnType<typeof createRateLimits>;
  /** Lets go of what the edge holds open besides its server: the store's connection. */
  close: () => Promise<void>;
};

/**
 * The whole server as a Hono app. Mode `app`: the SPA, /api (proxy or embedded stub), health and
 * the contract. Mode `stub-backend`: the stub at the root, as a stand-in for the real backend.
 * Every middleware is one of the edge's rules (edge-rules.ts), installed first. `fastPath` is the
 * part Node answers before Hono when served over a socket (fast-path.ts), applying the same rules;
 * `app.request()` goes through Hono alone, with the same answers.
 */
export function assembleApp(
  config: Config,
  deps: AppDeps,
  modules: AppModules,
): Hono<AppEnv> & { fastPath?: FastPath; edge: EdgeParts } {
  const logger = deps.logger ?? stdoutLogger;
  const app = new Hono<AppEnv>();

  const stub = config.stubBackend
    ? (deps.stubBackend ??
      required(
        modules.createStubBackend,
        'createStubBackend',
      )({
        jwtSecret: config.stubJwtSecret,
        passwordCost: config.stubPasswordCost,
        log: (event) => logger(event),
        qa: config.stubQa && { token: config.stubQa.token },
      }))
    : undefined;
  const build =
    config.mode === 'app' ? loadBuild(config.distDir, { demoStubs: config.demoStubs }) : undefined;
  const demo =
    build && config.demoStubs
      ? (deps.demoStubs ?? required(modules.createDemoStubs, 'createDemoStubs')())
      : undefined;
  const store =
    build && config.rateLimits && config.rateLimitStore
      ? createLimitStore({
          url: config.rateLimitStore,
          timeoutMs: config.rateLimitStoreTimeoutMs,
          logger,
        })
      : undefined;
  const rateLimits =
    build && config.rateLimits
      ? createRateLimits({
          trustedProxies: config.trustProxy,
          maxKeys: config.rateLimitMaxKeys,
          now: deps.clock ?? Date.now,
          logger,
          store,
          replicas: config.rateLimitReplicas,
        })
      : undefined;

  // D32: each 429's rules and each change of the store's state reach the metrics (no-ops while off).
  rateLimits?.onRefusal((names) => {
    for (const name of names) recordRateLimitRefusal(name);
  });
  rateLimits?.onStoreStateChange((state) => {
    recordStoreState(state);
    if (state === 'fallback') recordStoreFallback();
  });

  const close = async () => {
    await store?.close();
  };

  const rules = edgeRules({
    logger,
    bodyLimit: config.bodyLimit,
    api: build ? '/api/*' : '*',
    rateLimits,
    resets: [demo?.reset, rateLimits?.reset].filter((reset) => reset !== undefined),
  });
  for (const rule of rules) {
    if (rule.method) app.on(rule.method, rule.path, rule.middleware);
    else app.use(rule.path, rule.middleware);
  }
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
      draining: deps.draining,
      tracingStarted: deps.tracingStarted,
    }),
  );
  app.route('/api-docs', createOpenApiRoutes(deps.openapiFile));
  // Metrics answer on METRICS_PORT only (observability/metrics-server.ts), never here (D32); a
  // 404, not the SPA's page, so that a scraper pointed at the public port sees its mistake.
  app.all('/metrics', () => errorResponse(404, 'NOT_FOUND'));

  if (!build) {
    if (stub) app.route('/', stub.app);
    app.notFound(() => errorResponse(404, 'NOT_FOUND'));
    return Object.assign(app, { edge: { rules, fastPlans: {}, rateLimits, close } });
  }

  // Ahead of the proxy and the stub backend, so demo paths never reach either (D18).
  if (demo) app.route('/api', demo.app);
  const fastPaths: Record<string, { path: FastPath; plan: Readonly<Record<string, string>> }> = {};
  if (config.backendUrl) {
    const proxy: ProxyOptions = {
      backendUrl: config.backendUrl,
      timeoutMs: config.proxyTimeoutMs,
      bodyLimit: config.bodyLimit,
      trustedProxies: config.trustProxy,
      version: config.version,
      logger,
    };
    app.route('/api', createProxyRoutes(proxy));
    // The demo stubs answer some /api paths themselves (D18): with them on, Hono decides.
    if (!demo) {
      const applied = fastRules(rules, { methods: ['GET', 'HEAD'], api: true });
      fastPaths.proxy = { path: proxyFastPath(proxy, applied), plan: applied.plan };
    }
  } else if (stub) {
    app.route('/api', stub.app);
  }
  // A sub-app's notFound is not carried by route(): without this, unknown API paths would fall
  // through to the SPA and answer HTML.
  app.all('/api/*', () => errorResponse(404, 'NOT_FOUND'));
  const site = build.loaded ? createStaticSite(build) : undefined;
  app.route('/', createStaticRoutes(site));
  app.notFound(notFound);
  if (site) {
    const applied = fastRules(rules, { methods: ['GET', 'HEAD'], api: false });
    fastPaths.static = { path: staticFastPath(site, applied, logger), plan: applied.plan };
  }
  // The proxy's first: it turns a file away by its method and prefix alone, where the static one
  // would scan an API call's headers and look its path up before turning it away.
  const paths = Object.values(fastPaths).map(({ path }) => path);
  const fastPlans = Object.fromEntries(
    Object.entries(fastPaths).map(([name, { plan }]) => [name, plan]),
  );
  return Object.assign(app, {
    fastPath: paths[0] && firstOf(paths[0], ...paths.slice(1)),
    edge: { rules, fastPlans, rateLimits, close },
  });
}
