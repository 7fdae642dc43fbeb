import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Logger } from '../app-env.ts';
import { requestLog } from '../logging/request-log.ts';
import { bodyLimit, declaresOver } from '../security/body-limit.ts';
import { noStore } from '../security/no-store.ts';
import type { createRateLimits } from '../security/rate-limit.ts';
import { securityHeaders } from '../security/secure-headers.ts';
import { moreThanOneHost, twoHostHeaders } from '../security/single-host.ts';
import { type RequestHead, requestHead } from './request-header.ts';

/**
 * What a fast answer carries for a rule. edge-response.ts writes the request id and the security
 * headers on every answer, and no-store when asked; the fast path logs the line.
 */
export type AnswerPart = 'request id and log line' | 'security headers' | 'no-store';

/** The parts every fast answer carries whatever the list says: the list must ask for them. */
const ALWAYS_WRITTEN: readonly AnswerPart[] = ['request id and log line', 'security headers'];

/**
 * How a Node fast path honours a rule: it leaves a request the rule refuses to Hono (which
 * refuses it), or its answer carries what the rule adds.
 */
export type FastForm = { refuses: (request: RequestHead) => boolean } | { answers: AnswerPart };

/**
 * One thing the edge does to requests, in both of its forms: the Hono middleware, and what the
 * Node fast paths (fast-path.ts) do instead. A rule whose path or method no fast path takes needs
 * no fast form; one that a fast path does take and lacks one stops the server at start.
 */
export type EdgeRule = {
  name: string;
  /** Where Hono runs it: every path, or under the API (in stub-backend mode, every path). */
  path: '*' | `/api/${string}`;
  /** The one method it runs for, when not every method. */
  method?: 'POST';
  middleware: MiddlewareHandler<AppEnv>;
  fast?: FastForm;
};

/** What the edge's rules need from the configuration and the app's parts. */
export type RuleOptions = {
  logger: Logger;
  bodyLimit: number;
  /** The API's paths: `/api/*` in app mode, `*` in stub-backend mode where the stub is at the root. */
  api: '*' | '/api/*';
  rateLimits?: ReturnType<typeof createRateLimits>;
  /** What the QA reset also puts back when the stub (here or behind the proxy) answered it. */
  resets: readonly (() => void | Promise<void>)[];
};

/**
 * Every middleware of the app, in the order Hono runs them: assemble-app.ts installs exactly these,
 * and each fast path applies or skips each (fastRules). A middleware added anywhere else is found
 * by tests/server/edge-rules.test.ts.
 */
export function edgeRules(options: RuleOptions): EdgeRule[] {
  const rules: EdgeRule[] = [
    {
      name: 'request id and log line',
      path: '*',
      middleware: requestLog(options.logger),
      fast: { answers: 'request id and log line' },
    },
    {
      name: 'security headers',
      path: '*',
      middleware: securityHeaders(),
      fast: { answers: 'security headers' },
    },
    {
      name: 'one Host header',
      path: '*',
      middleware: refusing(twoHostHeaders, moreThanOneHost),
      fast: { refuses: twoHostHeaders },
    },
    {
      name: 'body limit',
      path: '*',
      middleware: bodyLimit(options.bodyLimit),
      fast: { refuses: declaresOver(options.bodyLimit) },
    },
    {
      name: 'API answers not stored',
      path: options.api,
      middleware: noStore,
      fast: { answers: 'no-store' },
    },
  ];
  const { resets } = options;
  if (resets.length > 0) {
    // The QA reset, answered by the stub backend here or behind the proxy, puts the demo data back
    // and forgets the rate limits too: one call gives QA and the browser stories a clean slate.
    rules.push({
      name: 'the QA reset resets the edge too',
      path: '/api/__stub/reset',
      method: 'POST',
      middleware: createMiddleware<AppEnv>(async (c, next) => {
        await next();
        if (c.res.ok) for (const reset of resets) await reset();
      }),
    });
  }
  if (options.rateLimits) {
    rules.push({
      name: 'rate limits',
      path: '/api/*',
      method: 'POST',
      middleware: options.rateLimits.middleware,
    });
  }
  return rules;
}

/** A middleware that answers `refusal()` to a request `refuses` and lets the rest through. */
function refusing(
  refuses: (request: RequestHead) => boolean,
  refusal: () => Response,
): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (refuses(requestHead(c))) return refusal();
    await next();
  });
}

/** The requests a fast path takes: its methods, and whether they are under /api. */
export type FastScope = { methods: readonly string[]; api: boolean };

/** The rules as one fast path applies them, worked out once at start. */
export type FastRules = {
  /** False for a request some rule refuses: the fast path leaves it to Hono. */
  passes: (request: RequestHead) => boolean;
  /** Whether its answers say `Cache-Control: no-store`. */
  noStore: boolean;
  /** How it honours each rule, by name: what it applies, and why it skips the others. */
  plan: Readonly<Record<string, string>>;
};

/** How a fast path taking `scope` honours `rules`; throws for a rule it takes and cannot honour. */
export function fastRules(rules: readonly EdgeRule[], scope: FastScope): FastRules {
  const gates: ((request: RequestHead) => boolean)[] = [];
  const parts = new Set<AnswerPart>();
  const plan: Record<string, string> = {};
  for (const rule of rules) {
    if (rule.method !== undefined && !scope.methods.includes(rule.method)) {
      plan[rule.name] = `skipped: ${rule.method} only`;
    } else if (rule.path !== '*' && !scope.api) {
      plan[rule.name] = 'skipped: under /api only';
    } else if (rule.fast === undefined) {
      throw new Error(`The edge rule "${rule.name}" has no fast form for the fast path's requests`);
    } else if ('refuses' in rule.fast) {
      gates.push(rule.fast.refuses);
      plan[rule.name] = 'applied: what it refuses goes to Hono';
    } else {
      parts.add(rule.fast.answers);
      plan[rule.name] = `applied: the answer carries the ${rule.fast.answers}`;
    }
  }
  for (const part of ALWAYS_WRITTEN) {
    if (!parts.has(part)) throw new Error(`Fast answers carry the ${part}, which no rule asks for`);
  }
  // One chain of calls worked out once, not a loop over an array per request: it runs for nearly
  // every request the server gets.
  const passes = gates.reduce<(request: RequestHead) => boolean>(
    (earlier, refuses) => (request) => earlier(request) && !refuses(request),
    () => true,
  );
  return { passes, noStore: parts.has('no-store'), plan };
}
