/**
 * The exam-day bench's client side (bench-exam-day.ts): its child processes, and every call timed
 * by name with the answers that were not a success counted.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { Agent, fetch } from 'undici';

const children: ChildProcess[] = [];
const dispatcher = new Agent({ connections: 256, keepAliveTimeout: 30_000 });

/** Starts a child and resolves once a line of its output contains `readyText`. */
export function start(
  command: string,
  args: string[],
  env: Record<string, string>,
  readyText: string,
) {
  const child = spawn(command, args, { env: { ...process.env, ...env } });
  children.push(child);
  return new Promise<ChildProcess>((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      if (seen.length < 10_000) seen += chunk.toString();
      if (seen.includes(readyText)) {
        seen = '';
        resolve(child);
      }
    });
    child.stderr?.pipe(process.stderr);
    child.once('exit', (code) => reject(new Error(`${command} exited with ${code}`)));
  });
}

/** One call's timings and the answers that were not a success. */
export const calls = new Map<string, number[]>();
export const failures = { fiveXx: 0, otherRefusals: new Map<string, number>(), networkErrors: 0 };

export type Envelope<Body> = { status: boolean; code?: string; message?: string; body: Body };

/** Calls `url` as the SPA does, timing it under `name`; undefined when it did not succeed. */
export async function call<Body>(
  name: string,
  url: string,
  init: { method?: string; body?: unknown; token?: string; from?: string; qa?: string } = {},
): Promise<Body | undefined> {
  const started = performance.now();
  let status = 0;
  try {
    const response = await fetch(url, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        'Content-Type': 'application/json',
        'X-Client-Version': '2.1.18',
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
        ...(init.from ? { 'X-Forwarded-For': init.from } : {}),
        ...(init.qa ? { 'X-QA-Token': init.qa } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      dispatcher,
    });
    status = response.status;
    const envelope = (await response.json()) as Envelope<Body>;
    const times = calls.get(name) ?? [];
    times.push(performance.now() - started);
    calls.set(name, times);
    if (status >= 500) failures.fiveXx += 1;
    if (!envelope.status) {
      const key = `${name} ${status} ${envelope.code ?? envelope.message}`;
      failures.otherRefusals.set(key, (failures.otherRefusals.get(key) ?? 0) + 1);
      return undefined;
    }
    return envelope.body;
  } catch (error) {
    if (status >= 500) failures.fiveXx += 1;
    else failures.networkErrors += 1;
    const key = `${name} ${status} ${(error as Error).message}`;
    failures.otherRefusals.set(key, (failures.otherRefusals.get(key) ?? 0) + 1);
    return undefined;
  }
}

/** Stops every child started here and closes the client's connections. */
export async function stopAll() {
  for (const child of children) child.kill('SIGTERM');
  await dispatcher.close();
}
