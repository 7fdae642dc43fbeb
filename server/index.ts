/**
 * The server's entry point (`node server/index.ts`, the image's CMD): it makes sure the process
 * runs with the server's Node flags, before loading anything else, then starts the server.
 */
import { withServerNodeFlags } from './node-flags.ts';

withServerNodeFlags();
await import('./serve.ts');
