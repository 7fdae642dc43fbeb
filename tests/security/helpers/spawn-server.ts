import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** The real entry point in a child process, as production runs it. */
export type SpawnedServer = {
  child: ChildProcess;
  url: string;
  port: number;
  /** Every JSON log line the server printed. */
  lines: Record<string, unknown>[];
  exited: Promise<number | null>;
  stop: () => void;
};

/**
 * Starts `node server/index.ts` on a free loopback port with `env` on top of a quiet test setup,
 * and resolves once it logged that it listens.
 */
export async function spawnServer(env: Record<string, string>): Promise<SpawnedServer> {
  const child = spawn(process.execPath, ['server/index.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DIST_DIR: '/nonexistent-dist',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited early with ${code}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const event = JSON.parse(line) as Record<string, unknown>;
      lines.push(event);
      if (event.event === 'listening' && typeof event.url === 'string') resolve(event.url);
    });
  });
  return {
    child,
    url,
    port: Number(new URL(url).port),
    lines,
    exited,
    stop: () => child.kill('SIGKILL'),
  };
}
