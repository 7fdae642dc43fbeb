import type { Server } from 'node:http';
import { serve as serveNode } from '@hono/node-server';
import type { Config } from '../config.ts';
import { stdoutLogger } from '../logging/request-log.ts';
import { capConnections, connectionLimits } from '../security/connection-limits.ts';
import { type AppDeps, assembleApp } from './assemble-app.ts';
import { serverWithFastPath } from './fast-path.ts';
import { type DrainOptions, shutDownGracefully } from './shutdown.ts';

/**
 * Serves `config` over a socket: the app (assemble-app.ts) behind its Node fast paths, with the
 * connection limits and a graceful stop on SIGTERM or SIGINT. `tracingStarted`, with tracing on,
 * holds /readyz at 503 until it says yes; `beforeExit` runs once a stop has drained (shutdown.ts).
 */
export async function serve(
  config: Config,
  {
    tracingStarted,
    beforeExit,
  }: Pick<AppDeps, 'tracingStarted'> & Pick<DrainOptions, 'beforeExit'> = {},
): Promise<void> {
  // The stub backend and the demo stubs are loaded only when on: a server in front of a real
  // backend runs without their modules (issue 13: about 20 MB less memory).
  let draining = false;
  const app = assembleApp(
    config,
    { draining: () => draining, tracingStarted },
    {
      createStubBackend: config.stubBackend
        ? (await import('../stub/index.ts')).createStubBackend
        : undefined,
      createDemoStubs: config.demoStubs
        ? (await import('../demo/index.ts')).createDemoStubs
        : undefined,
    },
  );
  const server = serveNode(
    {
      fetch: app.fetch,
      createServer: serverWithFastPath(app),
      port: config.port,
      hostname: config.host,
      serverOptions: connectionLimits(config),
    },
    (info) => {
      const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
      stdoutLogger({
        time: new Date().toISOString(),
        level: 'info',
        event: 'listening',
        url: `http://${host}:${info.port}`,
        mode: config.mode,
        api: config.backendUrl ?? (config.stubBackend ? 'embedded stub backend' : 'none'),
        version: config.version,
        nodeFlags: process.execArgv.join(' '),
      });
    },
  );

  capConnections(server as Server, config);

  // prom-client is loaded only when metrics are on (observability/record.ts stays a no-op else).
  if (config.metricsPort !== undefined) {
    const { startMetrics } = await import('../observability/prometheus.ts');
    const { serveMetrics } = await import('../observability/metrics-server.ts');
    serveMetrics(startMetrics(), { port: config.metricsPort, host: config.host }, (port) =>
      stdoutLogger({
        time: new Date().toISOString(),
        level: 'info',
        event: 'metrics listening',
        url: `http://${config.host}:${port}/metrics`,
      }),
    );
  }

  // The QA surface reads every OTP: say it is open, and print a token only when it was generated.
  if (config.stubQa) {
    stdoutLogger({
      time: new Date().toISOString(),
      level: 'warn',
      event: 'stub QA surface on: /__stub needs the X-QA-Token header',
      ...(config.stubQa.generated ? { qaToken: config.stubQa.token } : {}),
    });
  }

  shutDownGracefully(server, stdoutLogger, {
    drainTimeoutMs: config.drainTimeoutMs,
    onStop: () => {
      draining = true;
    },
    beforeExit,
  });
}
