/**
 * The Node flags the server runs with, wherever it runs: the image's CMD, `npm start`, and the
 * benchmarks that measure it (server-node-flags.test.ts keeps the first two in step with this).
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
