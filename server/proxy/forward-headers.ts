import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

/**
 * The client headers the backend may see (D3 plus content negotiation and caching). A whitelist:
 * cookies, Host, Expect and hop-by-hop headers never pass, nor the body's framing
 * (Content-Length, Transfer-Encoding): the proxy writes that from the body it actually sends.
 */
const FORWARDED = [
  'authorization',
  'accept-language',
  'x-client-version',
  'content-type',
  'content-encoding',
  'accept',
  'accept-encoding',
  'if-none-match',
  // The stub backend's QA token (STUB_QA), so QA reaches a stub-backend instance behind the proxy.
  'x-qa-token',
] as const;

/** What the proxy knows about the client connection, for the X-Forwarded-* headers. */
export type ClientFacts = {
  /** The client's address: the socket's, or X-Forwarded-For's behind trusted proxies. */
  clientAddress: string | undefined;
  host: string | undefined;
  proto: 'http' | 'https';
  requestId: string;
  edgeVersion: string;
};

/** The headers of the request to the backend. */
export function upstreamRequestHeaders(
  incoming: IncomingHttpHeaders,
  client: ClientFacts,
): OutgoingHttpHeaders {
  const headers: Record<string, string | string[]> = {};
  for (const name of FORWARDED) {
    const value = incoming[name];
    if (value !== undefined) headers[name] = value;
  }
  // The client's own X-Forwarded-For is not passed on, only the address we took for the client's.
  if (client.clientAddress) headers['x-forwarded-for'] = client.clientAddress;
  if (client.host) headers['x-forwarded-host'] = client.host;
  headers['x-forwarded-proto'] = client.proto;
  headers['x-request-id'] = client.requestId;
  headers['x-edge-version'] = client.edgeVersion;
  return headers;
}

// RFC 9110 §7.6.1: these describe one connection, not the message.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * The backend's response headers minus hop-by-hop ones, as one plain object with lowercase names;
 * undefined when a name comes more than once (Set-Cookie), which only `clientResponseHeaders`
 * keeps apart.
 */
export function plainResponseHeaders(rawHeaders: string[]): Record<string, string> | undefined {
  const headers: Record<string, string> = {};
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = (rawHeaders[i] as string).toLowerCase();
    if (HOP_BY_HOP.has(name)) continue;
    if (name in headers) return undefined;
    headers[name] = rawHeaders[i + 1] as string;
  }
  return headers;
}

/** The backend's response headers minus hop-by-hop ones; repeated headers (Set-Cookie) survive. */
export function clientResponseHeaders(rawHeaders: string[]): Headers {
  const headers = new Headers();
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i] as string;
    if (!HOP_BY_HOP.has(name.toLowerCase())) headers.append(name, rawHeaders[i + 1] as string);
  }
  return headers;
}
