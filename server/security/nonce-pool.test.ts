import { describe, expect, it } from 'vitest';
import { nextNonce } from './nonce-pool.ts';

describe('nextNonce', () => {
  it('gives 16 random bytes in base64, never the same twice across pool refills', () => {
    const nonces = Array.from({ length: 2000 }, nextNonce);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
