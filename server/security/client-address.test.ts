import { describe, expect, it } from 'vitest';
import { addressKey, clientProtoOf } from './client-address.ts';

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('counts %s as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});

describe('clientProtoOf', () => {
  it.each<[boolean, string | undefined, number, 'http' | 'https']>([
    [false, undefined, 0, 'http'],
    [true, undefined, 0, 'https'],
    // Without trusted proxies anyone can write the header.
    [false, 'https', 0, 'http'],
    [true, 'http', 0, 'https'],
    // A load balancer that ended TLS says so.
    [false, 'https', 1, 'https'],
    [false, 'HTTPS', 1, 'https'],
    // The client's own entry, left of the trusted proxy's, is not taken.
    [false, 'https, http', 1, 'http'],
    [false, 'https, http', 2, 'https'],
    [false, 'gopher', 1, 'http'],
    [true, '', 1, 'https'],
  ])(
    'socket encrypted %s, X-Forwarded-Proto %j, %i trusted: %s',
    (encrypted, header, trusted, proto) => {
      expect(clientProtoOf(encrypted, header, trusted)).toBe(proto);
    },
  );
});
