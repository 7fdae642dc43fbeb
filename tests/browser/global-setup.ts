/**
 * Starts the built server once for the browser suites, as a user would run it (`node
 * server/index.ts` with the embedded stub backend), on a free loopback port.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
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

export default async function setup(project: TestProject) {
  const distDir = process.env.DIST_DIR || 'dist';
  if (!existsSync(`${distDir}/index.html`))
    throw new Error(`${distDir}/ is missing: run \`npm run build\` first`);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const stubJwtSecret = 'browser-suite-secret';
  const qaToken = randomBytes(24).toString('base64url');
  mkdirSync('.tmp', { recursive: true });
  // DIST_DIR lets several builds (and suites) live side by side; each run logs on its own.
  const logName = process.env.DIST_DIR ? `browser-server-${port}.log` : 'browser-server.log';
  const serverLog = createWriteStream(`.tmp/${logName}`);
  const server = spawn(process.execPath, ['server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      STUB_BACKEND: 'on',
      BACKEND_URL: '',
      STUB_JWT_SECRET: stubJwtSecret,
      STUB_QA: 'on',
      STUB_QA_TOKEN: qaToken,
      DIST_DIR: distDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(serverLog);
  server.stderr?.pipe(serverLog);
  await waitUntilReady(baseURL, server);
  project.provide('baseURL', baseURL);
  project.provide('stubJwtSecret', stubJwtSecret);
  project.provide('qaToken', qaToken);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
}
