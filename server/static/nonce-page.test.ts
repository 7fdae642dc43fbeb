import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipWithNonce, noncePage, pageWithNonce } from './nonce-page.ts';

const PLACEHOLDER = '__CSP_NONCE__';

describe('a page with the nonce spliced in', () => {
  it.each([
    ['nonces inside', `<meta content="${PLACEHOLDER}"><style nonce="${PLACEHOLDER}">a{}</style>`],
    ['a nonce at each end', `${PLACEHOLDER}<p>${'text '.repeat(5000)}</p>${PLACEHOLDER}`],
    ['no nonce', '<p>plain</p>'],
    ['Tamil text', `<title>உள்நுழைக</title><script nonce="${PLACEHOLDER}"></script>`],
  ])('gunzips to the page with the nonce in place (%s)', (_, html) => {
    const page = noncePage(html, PLACEHOLDER);
    for (const nonce of ['AbCdEfGhIjKlMnOpQrStUv==', 'x']) {
      const expected = html.replaceAll(PLACEHOLDER, nonce);
      expect(Buffer.from(pageWithNonce(page, nonce)).toString()).toBe(expected);
      // gunzipSync checks the CRC and length of the trailer too.
      expect(gunzipSync(gzipWithNonce(page, nonce)).toString()).toBe(expected);
    }
  });

  it('is compressed, though each piece is on its own', () => {
    const html = `<style nonce="${PLACEHOLDER}">${'.a{color:red}'.repeat(2000)}</style>`;
    expect(gzipWithNonce(noncePage(html, PLACEHOLDER), 'n').byteLength).toBeLessThan(
      html.length / 20,
    );
  });
});
