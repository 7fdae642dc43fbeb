// Measures the JavaScript a browser downloads for a first visit to /login, brotli-compressed, and
// fails past the budget (architecture.md: the login page carries no signed-in or demo code).
// Run after `npm run build`: `node scripts/size-check.ts`.
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from 'playwright-core';

const BUDGET_KB = 200;
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** The file under dist for a URL path, or undefined for SPA routes (served index.html). */
async function fileFor(urlPath: string): Promise<string | undefined> {
  const file = normalize(join(distDir, decodeURIComponent(urlPath)));
  if (!file.startsWith(distDir)) return undefined;
  try {
    return (await stat(file)).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/** A static server for dist with the SPA fallback; /api answers 404 (the login page calls none). */
function serveDist() {
  return createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = await fileFor(path);
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
}

function brotliSize(content: Buffer): number {
  return brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  }).length;
}

async function main(): Promise<void> {
  const server = serveDist();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const scripts = new Set<string>();
  try {
    const page = await browser.newPage();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js') && response.ok()) scripts.add(url.pathname);
    });
    await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
    // The form proves the login route's lazy chunks have all arrived.
    await page.getByRole('button', { name: /login/i }).waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
  } finally {
    await browser.close();
    server.close();
  }

  let total = 0;
  const rows: string[] = [];
  for (const path of [...scripts].sort()) {
    const file = await fileFor(path);
    if (!file) continue;
    const size = brotliSize(await readFile(file));
    total += size;
    rows.push(`  ${(size / 1000).toFixed(1).padStart(7)} kB  ${path}`);
  }
  const totalKb = total / 1000;
  console.log(rows.join('\n'));
  console.log(
    `login first-load JS: ${totalKb.toFixed(1)} kB brotli in ${rows.length} files (budget ${BUDGET_KB} kB)`,
  );
  if (totalKb > BUDGET_KB) {
    console.error(`over budget by ${(totalKb - BUDGET_KB).toFixed(1)} kB`);
    process.exitCode = 1;
  }
}

await main();
