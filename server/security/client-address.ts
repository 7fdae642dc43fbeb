import { isIP } from 'node:net';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';

/**
 * The client's address. Without trusted proxies (TRUST_PROXY=0) it is the socket's: anyone can
 * write an X-Forwarded-For. Behind `trustedProxies` proxies that each append the address they saw,
 * it is the entry that many places from the right of X-Forwarded-For: what the outermost trusted
 * proxy saw. Entries further left are the client's own words. Undefined under `app.request()`.
 */
export function clientAddress(c: Context<AppEnv>, trustedProxies: number): string | undefined {
  const socketAddress = c.env?.incoming?.socket.remoteAddress;
  if (trustedProxies === 0) return socketAddress;
  return clientAddressOf(socketAddress, c.req.header('x-forwarded-for'), trustedProxies);
}

/** clientAddress from the socket's address and X-Forwarded-For, as Node gives them. */
export function clientAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: number,
): string | undefined {
  if (trustedProxies === 0) return socketAddress;
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const seen = chain[Math.max(0, chain.length - trustedProxies)];
  return seen && isIP(seen) ? seen : socketAddress;
}

/**
 * The scheme the client used, for X-Forwarded-Proto. Without trusted proxies, the socket's (TLS or
 * not); behind `trustedProxies` proxies, the entry of X-Forwarded-Proto as many places from the
 * right as clientAddressOf takes (what the outermost trusted proxy saw: a load balancer that ends
 * TLS says `https`), when it is `http` or `https`, else the socket's.
 */
export function clientProtoOf(
  encrypted: boolean,
  forwardedProto: string | undefined,
  trustedProxies: number,
): 'http' | 'https' {
  const own = encrypted ? 'https' : 'http';
  if (trustedProxies === 0 || forwardedProto === undefined) return own;
  const chain = forwardedProto
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const seen = chain[Math.max(0, chain.length - trustedProxies)];
  return seen === 'http' || seen === 'https' ? seen : own;
}

/**
 * The address as rate limits count it: an IPv4-mapped IPv6 address as IPv4, and IPv6 by its /64,
 * the block one subscriber usually holds (counting single addresses, one host could use 2^64).
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.split('%')[0]?.toLowerCase().split('::') ?? [];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
