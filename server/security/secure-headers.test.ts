import { Hono } from 'hono';
import { NONCE as HONO_NONCE, secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  NONCE,
  PERMISSIONS_POLICY,
  securityHeaderValues,
} from './secure-headers.ts';

/** What hono's secureHeaders sends for our policy, the middleware the edge used before. */
async function honoHeaders(nonce: string) {
  const app = new Hono<{ Variables: { secureHeadersNonce: string } }>();
  app.use(async (c, next) => {
    c.set('secureHeadersNonce', nonce);
    await next();
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: Object.fromEntries(
        Object.entries(CONTENT_SECURITY_POLICY).map(([directive, sources]) => [
          directive,
          sources.map((source) => (source === NONCE ? HONO_NONCE : source)),
        ]),
      ),
      strictTransportSecurity: 'max-age=31536000; includeSubDomains',
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      permissionsPolicy: Object.fromEntries(PERMISSIONS_POLICY.map((name) => [name, []])),
    }),
  );
  app.get('/', (c) => c.body(null, 204));
  const response = await app.request('/');
  return Object.fromEntries(response.headers);
}

describe('securityHeaderValues', () => {
  it('sends exactly what hono secureHeaders sent for the same policy', async () => {
    const ours = Object.fromEntries(
      Object.entries(securityHeaderValues('n0nce+/=')).map(([name, value]) => [
        name.toLowerCase(),
        value,
      ]),
    );
    expect(ours).toEqual(await honoHeaders('n0nce+/='));
  });

  it('puts the nonce in script-src and style-src', () => {
    const csp = securityHeaderValues('abc')['content-security-policy'];
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).toContain("style-src 'self' 'nonce-abc'");
  });
});
