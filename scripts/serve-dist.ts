/**
 * Servers for the scripts that load the built app in Chromium (size-check.ts, prerender.ts): a
 * throwaway static server for a build (the files of dist, index.html for client-side routes, and
 * 404 for /api: the public screens call none while they load), and our own server on the build
 * with the embedded stub, for the signed-in pages.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import type { Page } from 'playwright-core';
import { seedPassword } from '../server/stub/auth/seed.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** The file under `distDir` for a URL path, or undefined for SPA routes (served index.html). */
async function fileFor(distDir: string, urlPath: string): Promise<string | undefined> {
  const file = normalize(join(distDir, decodeURIComponent(urlPath)));
  if (!file.startsWith(distDir)) return undefined;
  try {
    return (await stat(file)).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/** Serves `distDir` (an absolute path) on a free port of 127.0.0.1 until `close()`. */
export async function serveDist(distDir: string): Promise<{ origin: string; close: () => void }> {
  const server: Server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = await fileFor(distDir, path);
    if (path.startsWith('/api/') || (!file && extname(path) !== '')) {
      response.writeHead(404).end();
      return;
    }
    const target = file ?? join(distDir, 'index.html');
    response.writeHead(200, {
      'content-type': types[extname(target)] ?? 'application/octet-stream',
    });
    response.end(await readFile(target));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** Our own server (server/index.ts) on the build at `distDir`, with the stub backend, on `port`. */
export function startStubServer(distDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BACKEND_URL: '',
      STUB_BACKEND: 'on',
      STUB_QA: 'off',
      DIST_DIR: distDir,
    },
  });
  return new Promise((done, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('"listening"')) done(child);
    });
    child.stderr?.pipe(process.stderr);
    child.once('exit', (code) => fail(new Error(`the server exited with ${code}`)));
  });
}

/** Signs `email` in through /login's form at `origin`, as a person would, and waits to land. */
export async function signInThroughForm(page: Page, origin: string, email: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(seedPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  // Each role lands on its own page (a client admin on /admindashboard).
  await page.waitForURL((url) => url.pathname !== '/login');
}
