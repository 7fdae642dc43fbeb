import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { stdoutLogger } from './logging/request-log.ts';
import { capConnections, connectionLimits } from './security/connection-limits.ts';
import { shutDownGracefully } from './shutdown.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`Configuration error: ${error.message}\n`);
  process.exit(1);
}

const app = createApp(config);
const options = {
  fetch: app.fetch,
  port: config.port,
  hostname: config.host,
  serverOptions: connectionLimits(config),
};
const server = serve(options, (info) => {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  stdoutLogger({
    time: new Date().toISOString(),
    level: 'info',
    event: 'listening',
    url: `http://${host}:${info.port}`,
    mode: config.mode,
    api: config.backendUrl ?? (config.stubBackend ? 'embedded stub backend' : 'none'),
    version: config.version,
  });
});

capConnections(server as Server, config);

// The QA surface reads every OTP: say it is open, and print a token only when it was generated.
if (config.stubQa) {
  stdoutLogger({
    time: new Date().toISOString(),
    level: 'warn',
    event: 'stub QA surface on: /__stub needs the X-QA-Token header',
    ...(config.stubQa.generated ? { qaToken: config.stubQa.token } : {}),
  });
}

shutDownGracefully(server, stdoutLogger, { drainTimeoutMs: config.drainTimeoutMs });
