/**
 * Starts the built server for the browser suites, as a user would run it (`node server/index.ts`
 * with the embedded stub backend), on free loopback ports: one per worker.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The servers' addresses, one per worker. */
    baseURLs: string[];
    stubJwtSecret: string;
    qaToken: string;
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });

async function waitUntilReady(baseURL: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server at ${baseURL} not ready after 30 s (see the server log in .tmp/)`);
}

/** One server on a free loopback port, ready; its log in .tmp/. */
async function startServer(env: Record<string, string>, logName: (port: number) => string) {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const serverLog = createWriteStream(`.tmp/${logName(port)}`);
  const server = spawn(process.execPath, ['server/index.ts'], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(serverLog);
  server.stderr?.pipe(serverLog);
  await waitUntilReady(baseURL, server);
  return { baseURL, server };
}

/**
 * One server per worker of the project (its `maxWorkers`): two files run at once, each story
 * puts its server's stub back at its seed, and a story must not reset the other's.
 */
export default async function setup(project: TestProject) {
  const distDir = process.env.DIST_DIR || 'dist';
  if (!existsSync(`${distDir}/index.html`))
    throw new Error(`${distDir}/ is missing: run \`npm run build\` first`);
  const stubJwtSecret = 'browser-suite-secret';
  const qaToken = randomBytes(24).toString('base64url');
  mkdirSync('.tmp', { recursive: true });
  const env = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    STUB_BACKEND: 'on',
    BACKEND_URL: '',
    STUB_JWT_SECRET: stubJwtSecret,
    STUB_QA: 'on',
    STUB_QA_TOKEN: qaToken,
    DIST_DIR: distDir,
  };
  const workers = Math.max(1, project.config.maxWorkers);
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  // One after the other: a free port is free only until a server takes it.
  for (let worker = 1; worker <= workers; worker++) {
    servers.push(
      // DIST_DIR lets several builds (and suites) live side by side; each run logs on its own.
      await startServer(env, (port) =>
        process.env.DIST_DIR ? `browser-server-${port}.log` : `browser-server-${worker}.log`,
      ),
    );
  }
  project.provide(
    'baseURLs',
    servers.map(({ baseURL }) => baseURL),
  );
  project.provide('stubJwtSecret', stubJwtSecret);
  project.provide('qaToken', qaToken);
  return async () => {
    await Promise.all(
      servers.map(({ server }) => {
        server.kill('SIGTERM');
        return new Promise((resolve) => server.once('exit', resolve));
      }),
    );
  };
}
