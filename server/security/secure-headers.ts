import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { isFinished } from './finished-responses.ts';
import { nextNonce } from './nonce-pool.ts';

/** Where a directive takes the request's nonce (`'nonce-…'`). */
export const NONCE = Symbol('nonce');

type CspSource = string | typeof NONCE;

/**
 * The one switch for styles. Ant Design (cssinjs) takes the nonce from its ConfigProvider `csp`
 * prop; if some component still injects a style without it, set this to
 * `["'self'", "'unsafe-inline'"]` (and say so in the release notes): scripts stay nonce-only.
 */
export const STYLE_SRC: CspSource[] = ["'self'", NONCE];

/** The Content-Security-Policy, directive by directive (camelCase, written kebab-case). */
export const CONTENT_SECURITY_POLICY: Readonly<Record<string, CspSource[]>> = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", NONCE, "'strict-dynamic'"],
  styleSrc: STYLE_SRC,
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // The timed test's offline shell (web/public/service-worker.js). Without this a worker falls
  // back to script-src, where 'strict-dynamic' ignores 'self' and blocks it.
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/**
 * Browser features the product never uses, off for the page and any frame in it: a script that
 * slipped in still cannot reach the camera, the microphone, payment or a USB device. Only names
 * Chromium knows (an unknown name is a console warning on every page).
 */
export const PERMISSIONS_POLICY: readonly string[] = [
  'accelerometer',
  'browsingTopics',
  'camera',
  'displayCapture',
  'geolocation',
  'gyroscope',
  'hid',
  'idleDetection',
  'localFonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screenWakeLock',
  'serial',
  'usb',
  'windowManagement',
  'xrSpatialTracking',
];

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The headers that never change: what hono's secureHeaders sent with the options we gave it. Names
 * are lowercase, as on the wire before, so a handler's header of the same name is replaced.
 */
export const FIXED_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-resource-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'permissions-policy': PERMISSIONS_POLICY.map((feature) => `${kebab(feature)}=()`).join(', '),
};

// The policy is written once, cut where the nonce goes; a request only joins the pieces.
const CSP_PIECES = Object.entries(CONTENT_SECURITY_POLICY)
  .map(
    ([directive, sources]) =>
      `${kebab(directive)} ${sources.map((source) => (source === NONCE ? '\0' : source)).join(' ')}`,
  )
  .join('; ')
  .split('\0');

/** The Content-Security-Policy with `nonce`; index.html gets the same nonce in its tags. */
export const contentSecurityPolicy = (nonce: string) => CSP_PIECES.join(`'nonce-${nonce}'`);

/** Every security header for an answer whose CSP carries `nonce`. */
export function securityHeaderValues(nonce: string): Record<string, string> {
  return { ...FIXED_HEADERS, 'content-security-policy': contentSecurityPolicy(nonce) };
}

/**
 * The security headers on every answer. The nonce is made per request and kept in
 * `c.get('secureHeadersNonce')`, so the static module can put the same value in index.html. An
 * answer made with `edgeResponse` already carries them all; any other answer (the stub, the proxy,
 * errors) gets them set here, replacing a handler's own, as hono's secureHeaders did.
 */
export const securityHeaders = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const nonce = nextNonce();
    c.set('secureHeadersNonce', nonce);
    await next();
    if (isFinished(c.res)) return;
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(securityHeaderValues(nonce))) {
      headers.set(name, value);
    }
    headers.delete('X-Powered-By');
  });
