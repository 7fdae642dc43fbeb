import { type AppDeps, assembleApp } from './assemble-app.ts';
import type { Config } from './config.ts';
import { createDemoStubs } from './demo/index.ts';
import { createStubBackend } from './stub/index.ts';

export type { AppDeps } from './assemble-app.ts';

/**
 * The whole server as a Hono app (assemble-app.ts), with every part it may need at hand: for tests
 * and tools that build one in-process. server/index.ts loads the optional parts only when used.
 */
export function createApp(config: Config, deps: AppDeps = {}) {
  return assembleApp(config, deps, { createStubBackend, createDemoStubs });
}
