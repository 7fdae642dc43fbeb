/**
 * The server's entry point (`node server/index.ts`, the image's CMD): it makes sure the process
 * runs with the server's Node flags, before loading anything else, then reads the configuration,
 * starts tracing when asked, and serves (edge/serve.ts).
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
// Tracing starts before the server's modules load, so that it sees their http servers and undici
// (observability/tracing.ts); without an endpoint no part of OpenTelemetry is loaded.
if (config.otlpEndpoint !== undefined) {
  await (await import('./observability/tracing.ts')).startTracing({ version: config.version });
}
const { serve } = await import('./edge/serve.ts');
await serve(config);
