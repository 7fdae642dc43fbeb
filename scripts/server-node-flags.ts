/**
 * The Node flags the server runs with, wherever it runs: the image's CMD, `npm start`, and the
 * benchmarks that measure it (server-node-flags.test.ts keeps the first two in step with this).
 *
 * `--max-semi-space-size=8` (MB): under load, V8 let the young generation grow to 128 MB, and the
 * server's memory from ~130 MB idle to 275–311 MB (`npm run bench`, wrk -c50 against a proxied
 * `/api` call). Capped, the peak was 178–216 MB with the same req/s, give or take the run's noise
 * (issue 13: RSS ≤ 200 MB under the run).
 */
export const serverNodeFlags = ['--max-semi-space-size=8'] as const;
