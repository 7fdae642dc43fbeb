/**
 * After `rsbuild build`: writes `.br` (quality 11) and `.gz` (level 9) beside every compressible
 * file in dist/, when that makes it smaller, so the server never compresses at request time.
 * HTML holding the CSP nonce placeholder is skipped: the server rewrites it per request.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { brotli } from './brotli.ts';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;
const NONCE_PLACEHOLDER = '__CSP_NONCE__';
const distDir = process.argv[2] ?? (process.env.DIST_DIR || 'dist');

const listFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : entry.isFile() ? [path] : [];
  });

let written = 0;
let before = 0;
let after = 0;
for (const path of listFiles(distDir)) {
  if (!COMPRESSIBLE.test(path)) continue;
  const content = readFileSync(path);
  // Stale siblings from an earlier build must not outlive the file they were made from.
  rmSync(`${path}.br`, { force: true });
  rmSync(`${path}.gz`, { force: true });
  if (path.endsWith('.html') && content.includes(NONCE_PLACEHOLDER)) continue;
  const variants = [
    ['.br', brotli(content)],
    ['.gz', gzipSync(content, { level: 9 })],
  ] as const;
  for (const [suffix, compressed] of variants) {
    if (compressed.length >= content.length) continue;
    writeFileSync(`${path}${suffix}`, compressed);
    written += 1;
    if (suffix === '.br') {
      before += content.length;
      after += compressed.length;
    }
  }
}
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(
  `precompress: ${written} files written in ${relative(process.cwd(), distDir) || '.'}; ` +
    `brotli ${kib(before)} -> ${kib(after)}`,
);
