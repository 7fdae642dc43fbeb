import type { ContentSecurityPolicyOptionHandler } from 'hono/secure-headers';
import { NONCE, secureHeaders } from 'hono/secure-headers';

type CspSource = string | ContentSecurityPolicyOptionHandler;

/**
 * The one switch for styles. Ant Design (cssinjs) takes the nonce from its ConfigProvider `csp`
 * prop; if some component still injects a style without it, set this to
 * `["'self'", "'unsafe-inline'"]` (and say so in the release notes): scripts stay nonce-only.
 */
export const STYLE_SRC: CspSource[] = ["'self'", NONCE];

/**
 * Browser features the product never uses, off for the page and any frame in it: a script that
 * slipped in still cannot reach the camera, the microphone, payment or a USB device. Only names
 * Chromium knows (an unknown name is a console warning on every page).
 */
const PERMISSIONS_POLICY = Object.fromEntries(
  [
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
  ].map((feature) => [feature, [] as string[]]),
);

/**
 * The security headers on every answer. The nonce is made per request (hono's NONCE helper keeps
 * it in `c.get('secureHeadersNonce')`), so the static module can put the same value in index.html.
 */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
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
    },
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy: PERMISSIONS_POLICY,
  });
