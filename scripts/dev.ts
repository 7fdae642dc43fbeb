/**
 * `npm run dev`: the API server (embedded stub) on API_PORT and `rsbuild dev` on PORT, which
 * proxies /api to it (rsbuild.config.ts). If either stops, both stop.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// Rsbuild's own bin, run by this Node: through `npx` a SIGTERM would not reach it.
const rsbuildPackage = createRequire(import.meta.url).resolve('@rsbuild/core/package.json');
const rsbuildBin = join(dirname(rsbuildPackage), 'bin', 'rsbuild.js');

const apiPort = process.env.API_PORT || '3001';
const children: ChildProcess[] = [
  spawn(process.execPath, ['server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn(process.execPath, [rsbuildBin, 'dev'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT || '3000', API_PORT: apiPort },
  }),
];

let exiting = false;
const stopAll = (code: number) => {
  if (exiting) return;
  exiting = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
