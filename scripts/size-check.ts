// Measures the JavaScript a browser downloads for a first visit to /login, brotli-compressed, and
// fails past the budget (architecture.md: the login page carries no signed-in or demo code).
// Run after `npm run build`: `node scripts/size-check.ts`.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, fileFor, serveDist } from './serve-dist.ts';

const BUDGET_KB = 200;
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function brotliSize(content: Buffer): number {
  return brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  }).length;
}

async function main(): Promise<void> {
  const server = await serveDist(distDir);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const scripts = new Set<string>();
  try {
    const page = await browser.newPage();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js') && response.ok()) scripts.add(url.pathname);
    });
    await page.goto(`${server.origin}/login`, { waitUntil: 'networkidle' });
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
    const file = await fileFor(distDir, path);
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
