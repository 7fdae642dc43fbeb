import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Logger } from '../app-env.ts';
import { errorResponse } from '../contract/envelope.ts';
import { recordRateLimitRefusal } from '../observability/record.ts';
import { BoundedMap } from './bounded-map.ts';
import { addressKey, clientAddress } from './client-address.ts';
import {
  type Attempt,
  KNOWN_ADDRESS_MS,
  LIMITED_ROUTES,
  type LimitedRoute,
  OTP_SECRET_MS,
  RULES,
} from './rate-limit-rules.ts';
import { canonicalPath } from './request-path.ts';
import { type Charge, SlidingWindowLimit } from './sliding-window.ts';

/** What the rate limits need from the configuration. */
export type RateLimitOptions = {
  /** TRUST_PROXY: how many proxies in front append to X-Forwarded-For. */
  trustedProxies: number;
  /** RATE_LIMIT_MAX_KEYS: the most keys each of the limiter's tables holds. */
  maxKeys: number;
  now: () => number;
  logger: Logger;
};

/** The body field that names the account, per route. */
const ACCOUNT_FIELD: Record<LimitedRoute, string | undefined> = {
  login: 'username',
  forgotPassword: 'username',
  validateEmailOtp: undefined,
  register: undefined,
};

/** Answers past this size are not read for their verdict (they count as failures). */
const MAX_VERDICT_BYTES = 64 * 1024;

/**
 * The edge's rate limits (rules in rate-limit-rules.ts), in front of the stub backend or the
 * proxy alike, so a real backend behind is protected too. For the few limited routes it reads the
 * body, within BODY_LIMIT, to find the account, and hands the bytes on (`requestBody`): the stub
 * reads them from Hono's body cache, the proxy sends them. Every attempt is counted before it runs,
 * so concurrent attempts cannot race past a limit; a success is taken back where only failures
 * count. `reset()` forgets everything (the QA reset); `size()` counts the keys held.
 */
export function createRateLimits(options: RateLimitOptions) {
  const { maxKeys, now } = options;
  const limits = new Map(
    RULES.map((rule) => [
      rule,
      new SlidingWindowLimit({ limit: rule.limit, windowMs: rule.windowMs, maxKeys, now }),
    ]),
  );
  /** `account address` → signed in from there recently. */
  const knownAddresses = new BoundedMap<true>(maxKeys, now);
  /** OTP secret → the account it was mailed for. */
  const otpAccounts = new BoundedMap<string>(maxKeys, now);

  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const route = limitedRoute(c);
    if (!route) return next();
    const body = await readBody(c);
    if (!body) return errorResponse(400, 'INVALID_INPUT', 'The request body could not be read');

    const address = clientAddress(c, options.trustedProxies);
    const accountField = ACCOUNT_FIELD[route];
    const secret = route === 'validateEmailOtp' ? fieldOf(c, body, 'secret') : undefined;
    const account = accountField
      ? fieldOf(c, body, accountField)?.trim().toLowerCase()
      : secret && otpAccounts.get(secret);
    const counted = { account: account || undefined, address: address && addressKey(address) };
    const pairKey =
      counted.account && counted.address ? `${counted.account} ${counted.address}` : undefined;
    const attempt: Attempt = {
      ...counted,
      knownAddress: pairKey !== undefined && knownAddresses.get(pairKey) === true,
    };

    const applicable = RULES.filter((rule) => rule.route === route).flatMap((rule) => {
      const key = rule.key(attempt);
      const limit = limits.get(rule);
      return key === undefined || !limit ? [] : [{ rule, key, limit }];
    });
    const blocked = applicable
      .map(({ rule, key, limit }) => ({ rule, waitMs: limit.retryAfterMs(key) }))
      .filter(({ waitMs }) => waitMs > 0);
    if (blocked.length > 0) {
      const waitMs = Math.max(...blocked.map(({ waitMs }) => waitMs));
      options.logger({
        time: new Date().toISOString(),
        level: 'warn',
        requestId: c.get('requestId'),
        event: 'rate limited',
        rules: blocked.map(({ rule }) => rule.name),
      });
      for (const { rule } of blocked) recordRateLimitRefusal(rule.name);
      return errorResponse(429, 'RATE_LIMITED', undefined, {
        headers: { 'Retry-After': String(Math.ceil(waitMs / 1000)) },
      });
    }
    const charges: { counts: string; limit: SlidingWindowLimit; charge: Charge }[] = applicable.map(
      ({ rule, key, limit }) => ({
        counts: rule.counts,
        limit,
        charge: limit.charge(key),
      }),
    );

    await next();

    const outcome = await readOutcome(c.res);
    if (!outcome.succeeded) return;
    for (const { counts, limit, charge } of charges) {
      if (counts === 'failures') limit.refund(charge);
    }
    if (route === 'login' && pairKey) knownAddresses.set(pairKey, true, now() + KNOWN_ADDRESS_MS);
    const otpSecret = outcome.body?.otpSecret;
    if (route === 'forgotPassword' && attempt.account && typeof otpSecret === 'string') {
      otpAccounts.set(otpSecret, attempt.account, now() + OTP_SECRET_MS);
    }
  });

  const reset = () => {
    for (const limit of limits.values()) limit.clear();
    knownAddresses.clear();
    otpAccounts.clear();
  };
  /** The keys held across all tables: at most `maxKeys` each. */
  const size = () =>
    [...limits.values()].reduce((total, limit) => total + limit.size, 0) +
    knownAddresses.size +
    otpAccounts.size;
  return { middleware, reset, size };
}

/** The limited route a request is for, however its path is spelled; mounted at /api. */
function limitedRoute(c: Context<AppEnv>): LimitedRoute | undefined {
  if (c.req.method !== 'POST') return undefined;
  const path = canonicalPath(new URL(c.req.url).pathname.replace(/^\/api(?=\/)/, ''));
  return path === null ? undefined : LIMITED_ROUTES.get(path);
}

/**
 * The whole body, read through the body limit, and kept for whoever answers: Hono caches it for
 * the stub, `requestBody` carries it to the proxy. Undefined when it cannot be read (over the
 * limit, or the client left).
 */
async function readBody(c: Context<AppEnv>): Promise<Uint8Array | undefined> {
  try {
    const body = new Uint8Array(await c.req.arrayBuffer());
    c.set('requestBody', body);
    return body;
  } catch {
    return undefined;
  }
}

/**
 * A field of a JSON or form body, its name matched without regard to case, as a lenient backend
 * (ASP.NET binds `UserName` to `username`) would. The last one wins, as in most parsers.
 */
function fieldOf(c: Context<AppEnv>, body: Uint8Array, name: string): string | undefined {
  const text = new TextDecoder().decode(body);
  let entries: [string, unknown][] = [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') entries = Object.entries(parsed);
  } catch {
    if (c.req.header('content-type')?.includes('application/x-www-form-urlencoded')) {
      entries = [...new URLSearchParams(text)];
    }
  }
  const value = entries.findLast(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
  return typeof value === 'string' ? value : undefined;
}

/** Whether the answer is a success (2xx with `status: true`), and its `body`. */
async function readOutcome(
  response: Response,
): Promise<{ succeeded: boolean; body?: Record<string, unknown> }> {
  if (!response.ok || !response.body) return { succeeded: false };
  const reader = response.clone().body?.getReader();
  if (!reader) return { succeeded: false };
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_VERDICT_BYTES) {
      await reader.cancel();
      return { succeeded: false };
    }
    chunks.push(value);
  }
  try {
    const envelope = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      status?: unknown;
      body?: Record<string, unknown>;
    };
    return { succeeded: envelope.status === true, body: envelope.body };
  } catch {
    return { succeeded: false };
  }
}
