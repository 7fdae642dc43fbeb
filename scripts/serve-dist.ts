/**
 * A throwaway static server for a build, for the scripts that load the built app in Chromium
 * (size-check.ts, prerender.ts): the files of dist, index.html for client-side routes, and 404 for
 * /api (the public screens call none while they load).
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

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

/** Chromium's flags for these scripts (the dev guide's, as the browser stories use them). */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];
