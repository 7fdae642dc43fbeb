/**
 * Without METRICS_PORT and OTEL_EXPORTER_OTLP_ENDPOINT the server loads neither prom-client nor any
 * part of OpenTelemetry (D32: off, and free); with them, it loads both. The server runs as in
 * production (`node server/index.ts`) in a child process whose module hooks list every module it
 * resolves, printed as it exits.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createFakeDist } from '../../tests/server/helpers/fake-dist.ts';
import { serverNodeFlags } from '../edge/node-flags.ts';

const dist = createFakeDist();
afterAll(() => dist.cleanup());

const INDEX = fileURLToPath(new URL('../index.ts', import.meta.url));
/** Lists every module resolved, on stderr at exit, after a marker. */
const LIST_MODULES = `data:text/javascript,${encodeURIComponent(`
import { registerHooks } from 'node:module';
import { writeSync } from 'node:fs';
const urls = new Set();
registerHooks({ resolve(specifier, context, next) { const r = next(specifier, context); urls.add(r.url); return r; } });
process.on('exit', () => writeSync(2, '\\nMODULES ' + JSON.stringify([...urls]) + '\\n'));
`)}`;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * The packages under node_modules the server resolved, started with `env`, once it listened (and,
 * with tracing on, once tracing started: it loads after the server listens).
 */
async function packagesLoaded(env: Record<string, string>): Promise<string[]> {
  const started = env.OTEL_EXPORTER_OTLP_ENDPOINT ? '"event":"tracing on"' : '"event":"listening"';
  const child = spawn(process.execPath, [...serverNodeFlags, '--import', LIST_MODULES, INDEX], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      BACKEND_URL: 'http://127.0.0.1:9/api',
      DIST_DIR: dist.root,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (stdout.includes(started)) {
        // The metrics listener, when on, is started right after: let that turn finish.
        setTimeout(() => child.kill('SIGTERM'), 200);
      }
    });
    child.on('exit', () => resolve());
    child.on('error', reject);
  });
  const listed = /MODULES (.*)\n/.exec(stderr)?.[1];
  if (!listed) throw new Error(`no module list; stderr: ${stderr}`);
  const urls = JSON.parse(listed) as string[];
  return [
    ...new Set(
      urls.flatMap((url) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1] ?? []),
    ),
  ];
}

const observability = (name: string) =>
  name === 'prom-client' || name.startsWith('@opentelemetry/');

describe('the server', () => {
  it('loads neither prom-client nor OpenTelemetry when metrics and traces are off', async () => {
    const loaded = await packagesLoaded({});
    expect(loaded).toContain('hono');
    expect(loaded.filter(observability)).toEqual([]);
  }, 30_000);

  it('loads both when METRICS_PORT and OTEL_EXPORTER_OTLP_ENDPOINT are set', async () => {
    const loaded = await packagesLoaded({
      METRICS_PORT: String(await freePort()),
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
    });
    expect(loaded).toEqual(
      expect.arrayContaining([
        'prom-client',
        '@opentelemetry/sdk-node',
        '@opentelemetry/instrumentation-http',
        '@opentelemetry/instrumentation-undici',
      ]),
    );
  }, 30_000);
});
