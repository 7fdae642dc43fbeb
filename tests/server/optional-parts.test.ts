/**
 * The real entry point loads the stub backend's and the demo stubs' modules only when they are on
 * (issue 13: a server in front of a real backend is about 20 MB smaller without them).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { assembleApp } from '../../server/edge/assemble-app.ts';
import { testConfig } from './helpers/test-config.ts';

/** Records every module of server/ the process loads, and prints the list on its way out. */
const recordModules = `data:text/javascript,${encodeURIComponent(`
import { registerHooks } from 'node:module';
const loaded = new Set();
registerHooks({
  resolve(specifier, context, next) {
    const resolved = next(specifier, context);
    if (resolved.url.includes('/server/')) loaded.add(resolved.url.replace(/^.*\\/server\\//, 'server/'));
    return resolved;
  },
});
process.on('exit', () => process.stderr.write('loaded:' + JSON.stringify([...loaded]) + '\\n'));
`)}`;

/** Starts server/index.ts with `env`, waits until it listens, stops it: the modules it loaded. */
async function modulesLoadedWith(env: Record<string, string>): Promise<string[]> {
  const server = spawn(process.execPath, ['--import', recordModules, 'server/index.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  server.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('exit', (code) =>
        reject(new Error(`server exited early with ${code}: ${stderr}`)),
      );
      createInterface({ input: server.stdout }).on('line', (line) => {
        if (line.includes('"listening"')) resolve();
      });
    });
    const closed = new Promise((resolve) => server.once('close', resolve));
    server.kill('SIGTERM');
    await closed;
  } finally {
    server.kill('SIGKILL');
  }
  const list = /^loaded:(.*)$/m.exec(stderr)?.[1];
  if (!list) throw new Error(`no module list: ${stderr}`);
  return JSON.parse(list) as string[];
}

const under = (folder: string) => (modules: string[]) =>
  modules.some((module) => module.startsWith(folder));
const stubLoaded = under('server/stub/');
const demoLoaded = under('server/demo/');

describe('server/index.ts loads only the parts it runs', () => {
  it('in front of a real backend, neither the stub backend nor the demo stubs', async () => {
    const modules = await modulesLoadedWith({
      BACKEND_URL: 'http://127.0.0.1:9/api',
      DEMO_STUBS: 'off',
    });
    expect(modules).toContain('server/proxy/proxy-routes.ts');
    expect(stubLoaded(modules)).toBe(false);
    expect(demoLoaded(modules)).toBe(false);
  }, 15_000); // child processes start here: seconds on a loaded 2-core machine

  it('on its embedded default, both', async () => {
    const modules = await modulesLoadedWith({ DEMO_STUBS: 'on' });
    expect(stubLoaded(modules)).toBe(true);
    expect(demoLoaded(modules)).toBe(true);
  }, 15_000);
});

describe('assembleApp', () => {
  it('says which module the config needs when the caller did not give it', () => {
    expect(() => assembleApp(testConfig({ stubBackend: true }), { logger: () => {} }, {})).toThrow(
      'assembleApp: the config needs createStubBackend',
    );
  });
});
