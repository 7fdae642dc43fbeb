/**
 * The Node flags the server runs with, wherever it runs: the image's CMD, `npm start`, and the
 * benchmarks that measure it (node-flags.test.ts keeps the first two in step with this); started
 * without them, the server runs itself again with them (withServerNodeFlags).
 *
 * `--max-semi-space-size=8` (MB): under load, V8 let the young generation grow to 128 MB, and the
 * server's memory from ~130 MB idle to 275–311 MB (`npm run bench`, wrk -c50 against a proxied
 * `/api` call). Capped, the peak was 178–216 MB with the same req/s, give or take the run's noise
 * (issue 13: RSS ≤ 200 MB under the run).
 *
 * `--heap-growing-percent=50`: after a full GC, V8 let the old generation grow to 3–4 times what
 * survived (25 MB live → 85–120 MB heap) before the next one, and the peak RSS under the run back
 * to 203–227 MB. Bare Node promotes almost nothing; this server promotes ~170 bytes a request
 * (keep-alive sockets' state, timers), so the old space fills steadily. At 1.5 times, the heap
 * peaks at 56 MB and the RSS at 160–166 MB; GC costs 2.3–2.4 µs of main thread per request
 * instead of 2.0–2.3 (twice the full GCs, 6–12 ms each), under 1% of a request's CPU
 * (`--trace-gc`, 8 s each of index, asset and proxy, alternating runs).
 */
export const serverNodeFlags = ['--max-semi-space-size=8', '--heap-growing-percent=50'] as const;

/** Set in the environment of the run withServerNodeFlags starts, which then does not start another. */
const RESTARTED = 'SERVER_NODE_FLAGS_ADDED';

/** The name of a Node flag as given (`--max_semi_space_size=8` → `--max-semi-space-size`). */
const flagName = (flag: string) => (flag.split('=')[0] ?? '').replaceAll('_', '-');

/** The flags of serverNodeFlags that neither the command line nor NODE_OPTIONS gives a value. */
export function missingNodeFlags(execArgv: readonly string[], nodeOptions = ''): string[] {
  const given = new Set([...execArgv, ...nodeOptions.split(/\s+/)].map(flagName));
  return serverNodeFlags.filter((flag) => !given.has(flagName(flag)));
}

/**
 * When this process was started without serverNodeFlags (`node server/index.ts`, as QA, the dev
 * script and ../shared/tools/compare-nginx.sh start it), runs it again with them, in place:
 * process.execve keeps the pid, the open stdio, the CPU affinity and the environment, so whoever
 * started the server still holds it. Without them the server peaked at 248 MB under the
 * comparison's load instead of 156 (issue 13: RSS ≤ 200 MB). A flag given on the command line or
 * in NODE_OPTIONS is left as given; where execve is not (Windows) or fails, the server runs as
 * started.
 */
export function withServerNodeFlags(): void {
  if (process.env[RESTARTED] !== undefined) {
    delete process.env[RESTARTED];
    return;
  }
  const missing = missingNodeFlags(process.execArgv, process.env.NODE_OPTIONS);
  if (missing.length === 0 || typeof process.execve !== 'function') return;
  try {
    process.execve(
      process.execPath,
      [process.execPath, ...missing, ...process.execArgv, ...process.argv.slice(1)],
      { ...process.env, [RESTARTED]: '1' },
    );
  } catch (error) {
    // execve(2) refused (the process is as it was): the server runs without the flags.
    process.stderr.write(
      `Running without ${missing.join(' ')}: ${error instanceof Error ? error.message : error}\n`,
    );
  }
}
