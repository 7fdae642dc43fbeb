/**
 * `npm start`: builds the SPA when dist/ is missing or older than its sources, then runs the
 * server in this process (PORT 3000; with BACKEND_URL unset the embedded stub backend answers).
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['web', 'rsbuild.config.ts', 'package.json'];
const builtIndex = join(process.env.DIST_DIR || 'dist', 'index.html');

/** The newest modification time under a file or folder. */
function newestChange(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stats.mtimeMs,
  );
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.filter(existsSync).map(newestChange));
if (builtAt < sourcesAt) {
  console.log(
    builtAt ? 'The web app changed since the last build: building…' : 'Building the web app…',
  );
  execSync('npm run build', { stdio: 'inherit' });
}

// `npm start` is the QA and demo entry point: the stub's QA surface is on (its X-QA-Token is printed
// at start-up unless STUB_QA_TOKEN is set). Not in production, and not in front of a real backend.
if (!process.env.BACKEND_URL && process.env.NODE_ENV !== 'production') {
  process.env.STUB_QA ||= 'on';
}

await import('../server/index.ts');
