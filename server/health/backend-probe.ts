import { connect } from 'node:net';

const PROBE_TIMEOUT_MS = 1000;
const CACHE_MS = 2000;

/**
 * Whether the backend accepts TCP connections, checked at most every 2 s so a busy load balancer
 * polling /readyz never floods the backend. A connection is enough: the backend's own health is
 * its business, ours is whether we can reach it.
 */
export function createBackendProbe(backendUrl: string): () => Promise<boolean> {
  const url = new URL(backendUrl);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let cached: { at: number; result: Promise<boolean> } | undefined;

  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > CACHE_MS) {
      cached = { at: now, result: canConnect(host, port) };
    }
    return cached.result;
  };
}

function canConnect(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: PROBE_TIMEOUT_MS });
    const finish = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.once('connect', () => finish(true));
    socket.once('timeout', () => finish(false));
    socket.once('error', () => finish(false));
  });
}
