/**
 * The server's entry point (`node server/index.ts`, the image's CMD): it makes sure the process
 * runs with the server's Node flags, before loading anything else, then reads the configuration
 * and serves (edge/serve.ts).
 */
import { withServerNodeFlags } from './edge/node-flags.ts';

withServerNodeFlags();
const { ConfigError, loadConfig } = await import('./config.ts');
const { serve } = await import('./edge/serve.ts');

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`Configuration error: ${error.message}\n`);
  process.exit(1);
}
await serve(config);
