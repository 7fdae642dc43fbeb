import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { missingNodeFlags, serverNodeFlags, withServerNodeFlags } from './node-flags.ts';

describe('the server runs with the same Node flags everywhere', () => {
  it("in the image's CMD", () => {
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync('Dockerfile', 'utf8'))?.[1];
    expect(JSON.parse(cmd ?? 'null')).toEqual(['node', ...serverNodeFlags, 'server/index.ts']);
  });

  it('under npm start', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toBe(
      `node scripts/with-node.mjs ${serverNodeFlags.join(' ')} scripts/start.ts`,
    );
  });
});

/** Starts `node [flags] server/index.ts` and resolves with its listening line and its pid. */
async function listeningLine(flags: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [...flags, 'server/index.ts'], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DIST_DIR: '/nonexistent-dist',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const line = await new Promise<Record<string, unknown>>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`the server exited early with ${code}`)));
      createInterface({ input: child.stdout }).on('line', (text) => {
        const event = JSON.parse(text) as Record<string, unknown>;
        if (event.event === 'listening') resolve(event);
      });
    });
    // The run with the flags is the same process: the pid its parent holds has the server.
    const cmdline = readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').split('\0');
    return { line, cmdline };
  } finally {
    child.kill();
  }
}

describe('started without its flags, the server runs itself again with them', () => {
  it('adds the missing ones, in place', async () => {
    const { line, cmdline } = await listeningLine([]);
    expect(line.nodeFlags).toBe(serverNodeFlags.join(' '));
    expect(cmdline).toEqual([process.execPath, ...serverNodeFlags, resolve('server/index.ts'), '']);
  }, 30_000);

  it('keeps a value given on the command line or in NODE_OPTIONS', async () => {
    const { line } = await listeningLine(['--max-semi-space-size=16']);
    expect(line.nodeFlags).toBe('--heap-growing-percent=50 --max-semi-space-size=16');
    const fromOptions = await listeningLine([], {
      NODE_OPTIONS: '--max-semi-space-size=16',
    });
    expect(fromOptions.line.nodeFlags).toBe('--heap-growing-percent=50');
    // Two real server starts in a row: on a loaded 2-core machine one start took 4 s, past vitest's
    // default 5 s for the pair. Not a speed budget; the starts only have to finish.
  }, 30_000);

  it('names the flags missing from a command line and NODE_OPTIONS', () => {
    expect(missingNodeFlags([])).toEqual([...serverNodeFlags]);
    expect(missingNodeFlags([...serverNodeFlags])).toEqual([]);
    expect(missingNodeFlags(['--max_semi_space_size=4'], ' --heap-growing-percent=80 ')).toEqual(
      [],
    );
    expect(missingNodeFlags(['--inspect'])).toEqual([...serverNodeFlags]);
  });
});

describe('the run again, in this process', () => {
  const nodeOptions = process.env.NODE_OPTIONS;
  beforeEach(() => {
    process.env.NODE_OPTIONS = '';
  });
  afterEach(() => {
    vi.restoreAllMocks();
    if (nodeOptions === undefined) delete process.env.NODE_OPTIONS;
    else process.env.NODE_OPTIONS = nodeOptions;
  });

  it('runs as started, and says so, when execve fails', () => {
    const execve = vi.spyOn(process, 'execve').mockImplementation(() => {
      throw Object.assign(new Error('execve EACCES'), { code: 'EACCES' });
    });
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(() => withServerNodeFlags()).not.toThrow();
    expect(execve).toHaveBeenCalledOnce();
    expect(execve.mock.calls[0]?.[1]).toEqual(
      expect.arrayContaining([process.execPath, ...missingNodeFlags(process.execArgv)]),
    );
    expect(stderr).toHaveBeenCalledWith(
      `Running without ${missingNodeFlags(process.execArgv).join(' ')}: execve EACCES\n`,
    );
  });

  it('does not run again a run it started', () => {
    const execve = vi.spyOn(process, 'execve').mockImplementation(() => undefined as never);
    process.env.SERVER_NODE_FLAGS_ADDED = '1';
    withServerNodeFlags();
    expect(execve).not.toHaveBeenCalled();
    expect(process.env.SERVER_NODE_FLAGS_ADDED).toBeUndefined();
  });
});
