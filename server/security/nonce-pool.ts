import { randomFillSync } from 'node:crypto';

const NONCE_BYTES = 16;
/** Nonces per refill: one system call for 256 of them instead of one each. */
const POOL_NONCES = 256;

const pool = Buffer.alloc(NONCE_BYTES * POOL_NONCES);
let offset = pool.length;

/**
 * A fresh CSP nonce: 16 bytes from the CSPRNG, base64 (as hono's secure-headers made them). The
 * bytes come from a pool filled in bulk, each byte handed out once; asking the CSPRNG for 16 bytes
 * per request cost a system call and a typed array per answer.
 */
export function nextNonce(): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const nonce = pool.toString('base64', offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}
