import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { assembleApp } from './assemble-app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { serverWithFastPath } from './edge-fast-path.ts';
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

// The stub backend and the demo stubs are loaded only when on: a server in front of a real
// backend runs without their modules (issue 13: about 20 MB less memory).
const app = assembleApp(
  config,
  {},
  {
    createStubBackend: config.stubBackend
      ? (await import('./stub/index.ts')).createStubBackend
      : undefined,
    createDemoStubs: config.demoStubs
      ? (await import('./demo/index.ts')).createDemoStubs
      : undefined,
  },
);
const options = {
  fetch: app.fetch,
  createServer: serverWithFastPath(app.fastPath),
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
    nodeFlags: process.execArgv.join(' '),
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
