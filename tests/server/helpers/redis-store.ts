import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { freePort } from '../../../scripts/free-port.ts';

/**
 * A real Redis-protocol server for a test (no mock of the store): testcontainers' Valkey where a
 * container engine answers, else Debian's `redis-server` (which .ci/run installs) on a free
 * loopback port, with nothing written to disk. `stop()` and `start()` take it away and bring it
 * back on the same port, as a store that fails mid-run and recovers.
 */
export type RedisStore = {
  /** The URL the edge is given as RATE_LIMIT_STORE (with the password when one was asked for). */
  url: string;
  port: number;
  /** What runs it: 'valkey container' or 'redis-server'. */
  kind: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops it for good. */
  close: () => Promise<void>;
};

export async function startRedisStore(options: { password?: string } = {}): Promise<RedisStore> {
  if (process.env.DOCKER_HOST || existsSync('/var/run/docker.sock')) {
    try {
      return await startValkeyContainer(options);
    } catch {
      // No engine answered after all: the local server below.
    }
  }
  return startRedisServer(options);
}

async function startValkeyContainer({ password }: { password?: string }): Promise<RedisStore> {
  const { ValkeyContainer } = await import('@testcontainers/valkey');
  const port = await freePort();
  let container = new ValkeyContainer('valkey/valkey:8').withExposedPorts({
    container: 6379,
    host: port,
  });
  if (password) container = container.withPassword(password);
  const started = await container.start();
  return {
    url: storeUrl(port, password),
    port,
    kind: 'valkey container',
    stop: async () => {
      await started.exec(['sh', '-c', 'kill -STOP 1']);
    },
    start: async () => {
      await started.exec(['sh', '-c', 'kill -CONT 1']);
      await waitForPort(port);
    },
    close: async () => {
      await started.stop();
    },
  };
}

async function startRedisServer({ password }: { password?: string }): Promise<RedisStore> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const args = [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ];
    if (password) args.push('--requirepass', password);
    child = spawn('redis-server', args, { stdio: 'ignore' });
    await waitForPort(port);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: storeUrl(port, password), port, kind: 'redis-server', stop, start, close: stop };
}

const storeUrl = (port: number, password?: string) =>
  `redis://${password ? `:${encodeURIComponent(password)}@` : ''}127.0.0.1:${port}`;

/** Resolves once `port` takes connections (10 s at most). */
async function waitForPort(port: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
