/**
 * Every middleware of the app is one of the edge's rules, and each Node fast path applies or
 * explicitly skips every rule: a middleware added to the app some other way, which the fast paths
 * would silently not apply, fails here.
 */
import type { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createDemoStubs } from '../../server/demo/index.ts';
import { type EdgeRule, fastRules } from '../../server/edge/edge-rules.ts';
import { createStubBackend } from '../../server/stub/index.ts';
import { createFakeDist } from './helpers/fake-dist.ts';
import { testConfig } from './helpers/test-config.ts';

const dist = createFakeDist();
afterAll(() => dist.cleanup());
const quiet = { logger: () => {} };

type Handler = ((...args: never[]) => unknown) & { __COMPOSED_HANDLER?: Handler };

/** A sub-app mounted with an error handler of its own is wrapped (hono's route()); unwrapped. */
const unwrapped = (handler: Handler): Handler => handler.__COMPOSED_HANDLER ?? handler;

/**
 * The app's middleware that is no edge rule's: every handler that takes `next` (a middleware, a
 * hook around a route), but the ones of the sub-apps in `mounted` (their own validators).
 */
function unruled(
  app: ReturnType<typeof createApp>,
  mounted: readonly { routes: Hono['routes'] }[] = [],
): string[] {
  const ruled = new Set<unknown>(app.edge.rules.map((rule) => rule.middleware));
  const theirs = new Set<unknown>(
    mounted.flatMap((sub) => sub.routes.map((route) => unwrapped(route.handler as Handler))),
  );
  return app.routes
    .filter((route) => {
      const handler = unwrapped(route.handler as Handler);
      return handler.length >= 2 && !ruled.has(handler) && !theirs.has(handler);
    })
    .map((route) => `${route.method} ${route.path}`);
}

const proxied = () =>
  createApp(
    testConfig({
      distDir: dist.root,
      backendUrl: 'http://127.0.0.1:9/api',
      stubBackend: false,
      demoStubs: false,
      rateLimits: true,
    }),
    quiet,
  );

describe('the edge rules', () => {
  it('are every middleware of an app in front of a backend', () => {
    expect(unruled(proxied())).toEqual([]);
  });

  it('are every middleware of an app with the stub backend and the demo stubs', () => {
    const stubBackend = createStubBackend();
    const demoStubs = createDemoStubs();
    const app = createApp(
      testConfig({ distDir: dist.root, stubBackend: true, demoStubs: true, rateLimits: true }),
      { ...quiet, stubBackend, demoStubs },
    );
    expect(unruled(app, [stubBackend.app, demoStubs.app])).toEqual([]);
  });

  it('find a middleware added beside them', () => {
    const app = proxied();
    app.use('/api/*', async (_c, next) => {
      await next();
    });
    expect(unruled(app)).toEqual(['ALL /api/*']);
  });

  it('are each applied or skipped, by name, by both fast paths', () => {
    expect(proxied().edge.fastPlans).toEqual({
      proxy: {
        'request id and log line': 'applied: the answer carries the request id and log line',
        'security headers': 'applied: the answer carries the security headers',
        'one Host header': 'applied: what it refuses goes to Hono',
        'body limit': 'applied: what it refuses goes to Hono',
        'API answers not stored': 'applied: the answer carries the no-store',
        'the QA reset resets the edge too': 'skipped: POST only',
        'rate limits': 'skipped: POST only',
      },
      static: {
        'request id and log line': 'applied: the answer carries the request id and log line',
        'security headers': 'applied: the answer carries the security headers',
        'one Host header': 'applied: what it refuses goes to Hono',
        'body limit': 'applied: what it refuses goes to Hono',
        'API answers not stored': 'skipped: under /api only',
        'the QA reset resets the edge too': 'skipped: POST only',
        'rate limits': 'skipped: POST only',
      },
    });
  });

  it('stop the server at start when a fast path takes requests a rule has no fast form for', () => {
    const [requestId, headers] = proxied().edge.rules;
    const bare = { name: 'new rule', path: '*', middleware: async () => {} } as const;
    expect(() =>
      fastRules([requestId as EdgeRule, headers as EdgeRule, bare], {
        methods: ['GET'],
        api: false,
      }),
    ).toThrow('The edge rule "new rule" has no fast form');
    // The fast answers always carry the id and the security headers: the list must say so.
    expect(() => fastRules([requestId as EdgeRule], { methods: ['GET'], api: false })).toThrow(
      'Fast answers carry the security headers, which no rule asks for',
    );
  });
});
