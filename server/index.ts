/**
 * The server's entry point (`node server/index.ts`, the image's CMD): it makes sure the process
 * runs with the server's Node flags, before loading anything else, then reads the configuration,
 * serves (edge/serve.ts), and starts tracing when asked.
 */
import { withServerNodeFlags } from './edge/node-flags.ts';

withServerNodeFlags();
const { ConfigError, loadConfig } = await import('./config.ts');

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`Configuration error: ${error.message}\n`);
  process.exit(1);
}
const { serve } = await import('./edge/serve.ts');
// Tracing starts after the server listens, so that its ~300 ms of loading does not hold the probes
// (observability/tracing-in-steps.ts); /readyz answers 503 until it is on. Without an endpoint no
// part of OpenTelemetry is loaded.
if (config.otlpEndpoint === undefined) {
  await serve(config);
} else {
  let tracing: { shutdown: () => Promise<void> } | undefined;
  // On SIGTERM, once drained, the spans still in tracing's batch (up to 5 s of them) are sent.
  await serve(config, {
    tracingStarted: () => tracing !== undefined,
    beforeExit: async () => tracing?.shutdown(),
  });
  const { startTracingInSteps } = await import('./observability/tracing-in-steps.ts');
  tracing = await startTracingInSteps({ version: config.version });
  const { stdoutLogger } = await import('./logging/request-log.ts');
  stdoutLogger({ time: new Date().toISOString(), level: 'info', event: 'tracing on' });
}
