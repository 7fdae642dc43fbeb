import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

/**
 * `/metrics` in the Prometheus text format on a listener of its own (METRICS_PORT), never on the
 * public port (D32): whoever reaches the public port cannot read the edge's traffic. Any other
 * path or method answers 404 (405 would say more than a scraper needs). The listener does not
 * keep the process alive: it stops with the server.
 */
export function serveMetrics(
  registry: Registry,
  { port, host }: { port: number; host: string },
  listening?: (port: number) => void,
): Server {
  const server = createServer((request, response) => {
    const path = request.url?.split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) =>
        response
          .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          .end(error instanceof Error ? error.message : 'metrics failed'),
    );
  });
  server.listen(port, host, () => {
    const address = server.address();
    listening?.(typeof address === 'object' && address ? address.port : port);
  });
  server.unref();
  return server;
}
