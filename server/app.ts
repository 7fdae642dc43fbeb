import type { Config } from './config.ts';
import { createDemoStubs } from './demo/index.ts';
import { type AppDeps, assembleApp } from './edge/assemble-app.ts';
import { createStubBackend } from './stub/index.ts';

export type { AppDeps } from './edge/assemble-app.ts';

/**
 * The whole server as a Hono app (edge/assemble-app.ts), with every part it may need at hand: for tests
 * and tools that build one in-process. server/index.ts loads the optional parts only when used.
 */
export function createApp(config: Config, deps: AppDeps = {}) {
  return assembleApp(config, deps, { createStubBackend, createDemoStubs });
}
