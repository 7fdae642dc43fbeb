/**
 * Probe: `npm start` on Node 20, the system Node of Debian 12, died with ERR_UNKNOWN_FILE_EXTENSION
 * (scripts/start.ts is run by node as TypeScript). Now `npm start` and `npm test` begin with
 * scripts/with-node.mjs, which runs them under Node 24 (fetched into the project when need be).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nodePackage } from '../../scripts/node-version.mjs';

const SYSTEM_NODE = '/usr/bin/node';
const systemNodeVersion = existsSync(SYSTEM_NODE)
  ? execFileSync(SYSTEM_NODE, ['--version'], { encoding: 'utf8' }).trim()
  : undefined;
const [major = 0, minor = 0] = (systemNodeVersion ?? 'v0.0').slice(1).split('.').map(Number);
const oldSystemNode =
  systemNodeVersion !== undefined && (major < 22 || (major === 22 && minor < 22));
const printVersion = ['scripts/with-node.mjs', '-e', 'console.log(process.version)'];

describe('npm start and npm test', () => {
  it('begin with scripts/with-node.mjs, which any Node can run', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toMatch(/^node scripts\/with-node\.mjs .*scripts\/start\.ts$/);
    expect(scripts.test).toBe('node scripts/with-node.mjs scripts/test.ts');
  });
});

describe('scripts/with-node.mjs', () => {
  it('runs the script quietly under a Node new enough, in the same process', () => {
    const run = spawnSync(
      process.execPath,
      [...printVersion.slice(0, 2), 'console.log(process.pid)'],
      {
        encoding: 'utf8',
      },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe(String(run.pid));
  });

  const scratch = mkdtempSync(join(tmpdir(), 'node24-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it.skipIf(!oldSystemNode)(
    `under ${systemNodeVersion ?? 'an old Node'}, runs it under the Node 24 already fetched and says so in one line`,
    () => {
      // The fetched Node stands in for the registry's: the Node running these tests.
      const bin = join(
        scratch,
        'node_modules',
        nodePackage(process.platform, process.arch) ?? '',
        'bin',
      );
      mkdirSync(bin, { recursive: true });
      symlinkSync(process.execPath, join(bin, 'node'));
      const run = spawnSync(SYSTEM_NODE, printVersion, {
        encoding: 'utf8',
        env: { ...process.env, NODE24_PREFIX: scratch },
      });
      expect(run.status).toBe(0);
      expect(run.stdout).toBe(`${process.version}\n`);
      expect(run.stderr).toBe(
        `Node ${systemNodeVersion} is older than this project needs (>=22.22): running under Node 24 from ${scratch}.\n`,
      );
    },
  );
});
