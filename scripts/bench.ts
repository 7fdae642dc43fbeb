/**
 * `npm run bench`: a benchmark, not a test. Starts the server as a child process (stub off,
 * BACKEND_URL pointing at a local fake backend in another child) and runs autocannon against the
 * static SPA, the largest precompressed asset (each beside a bare node:http server sending the same
 * bytes), a proxied API call and the same backend called directly, and prints the server's peak
 * RSS. Where nginx and wrk are installed, the same build against nginx as compare-nginx.sh
 * measures it (bench-nginx.ts). Then the candidate pipeline at 2,000 applicants
 * and the stub's memory on a second server, stub on (bench-pipeline.ts). Then the dashboards' calls
 * over 10,000 applications across 200 jobs: the recruiter's and student's (bench-dashboards.ts),
 * the company's and the institute's (bench-org-dashboards.ts); the records import of 5,000 rows in
 * process (bench-records.ts). Last, exam day: 2,000 students through two edges sharing their
 * limits in redis-server (bench-exam-day.ts; BENCH_EXAM_DAY=off skips it).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { serverNodeFlags } from '../server/edge/node-flags.ts';
import { benchDashboards } from './bench-dashboards.ts';
import { benchExamDay } from './bench-exam-day.ts';
import { benchAgainstNginx, floorSource, largestHashedJs, nginxAvailable } from './bench-nginx.ts';
import { benchOrgDashboards } from './bench-org-dashboards.ts';
import { benchPipeline, residentMb } from './bench-pipeline.ts';
import { benchRecords } from './bench-records.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = 50;
const APP_PORT = 3190;
const UPSTREAM_PORT = 3191;
const FLOOR_PORT = 3197;
const distDir = process.env.DIST_DIR || 'dist';

if (!existsSync(join(distDir, 'index.html'))) {
  console.error(`No build in ${distDir}/: run \`npm run build\` first.`);
  process.exit(1);
}
// The largest hashed JS, as compare-nginx.sh and the comparison below take it.
const asset = largestHashedJs(distDir);
if (!asset || !existsSync(join(distDir, 'static', 'js', `${asset}.br`))) {
  console.error(
    `No precompressed JS in ${distDir}/static/js: run \`npm run build\` (it runs precompress).`,
  );
  process.exit(1);
}

// A backend answering like the real one would: a small JSON envelope, kept-alive connections.
const upstreamSource = `
  require('node:http').createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"status":true,"message":"ok","body":{"activeTestDetails":null}}');
    });
  }).listen(${UPSTREAM_PORT}, '127.0.0.1', () => console.log('ready'));
`;

const children: ChildProcess[] = [];
/** Starts a child and waits for the line that says it listens. */
function start(args: string[], env: Record<string, string>, readyText: string) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env } });
  children.push(child);
  return new Promise<ChildProcess>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(readyText)) resolve(child);
    });
    child.stderr?.pipe(process.stderr);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

const br = { 'Accept-Encoding': 'br' };
// Each static case also against the bare node:http server of bench-nginx.ts, the same bytes with
// five headers: the most any Node edge can show under this client. autocannon parses answers in
// JavaScript, so on a large body it is the client that caps the figure (the largest JS: ~1.4k
// req/s here, where wrk gets 48k from the same server); where ours is near the floor, read wrk's
// figures in the comparison below.
const cases: { name: string; url: string; headers?: Record<string, string> }[] = [
  { name: 'static index.html', url: `http://127.0.0.1:${APP_PORT}/index.html` },
  { name: '  the same, bare node:http', url: `http://127.0.0.1:${FLOOR_PORT}/index.html` },
  {
    name: `largest hashed JS, br (${asset})`,
    url: `http://127.0.0.1:${APP_PORT}/static/js/${asset}`,
    headers: br,
  },
  {
    name: '  the same, bare node:http',
    url: `http://127.0.0.1:${FLOOR_PORT}/static/js/${asset}`,
    headers: br,
  },
  {
    name: 'proxied /api call',
    url: `http://127.0.0.1:${APP_PORT}/api/common/v1/notification`,
    headers: { Authorization: 'Bearer x', 'X-Client-Version': '2.1.18' },
  },
  {
    name: 'same backend, direct',
    url: `http://127.0.0.1:${UPSTREAM_PORT}/common/v1/notification`,
    headers: { Authorization: 'Bearer x', 'X-Client-Version': '2.1.18' },
  },
];

try {
  await start(['-e', upstreamSource], {}, 'ready');
  const floor = await start(['-e', floorSource(resolve(distDir), FLOOR_PORT)], {}, 'ready');
  const server = await start(
    [...serverNodeFlags, 'server/index.ts'],
    {
      PORT: String(APP_PORT),
      HOST: '127.0.0.1',
      BACKEND_URL: `http://127.0.0.1:${UPSTREAM_PORT}`,
      STUB_BACKEND: 'off',
      DIST_DIR: distDir,
      NODE_ENV: 'production',
    },
    '"listening"',
  );
  // The server still writes its request log (production pays that too); the 'data' listener
  // above keeps reading it so the pipe never fills, and the lines are dropped.
  const rows = [];
  for (const { name, url, headers } of cases) {
    const result = await autocannon({
      url,
      headers,
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    rows.push({
      case: name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per case, node ${process.version}`);
  console.table(rows);
  console.log(
    'Where ours is near the bare node:http server, autocannon is the limit, not the server.',
  );
  console.log(`Server RSS: peak ${residentMb(server, 'VmHWM')} MB, now ${residentMb(server)} MB`);
  server.kill('SIGTERM');
  floor.kill('SIGTERM');
  if (nginxAvailable()) await benchAgainstNginx(distDir);
  else
    console.log('\nNo nginx with brotli_static, or no wrk: the comparison with nginx is skipped.');
  await benchPipeline(start, distDir);
  await benchOrgDashboards(start, distDir);
  // The dashboards over 10,000 applications across 200 jobs, in this process (issue 28).
  await benchDashboards();
  await benchRecords();
  // About two minutes more; `npm run bench:exam` runs it alone.
  if (process.env.BENCH_EXAM_DAY !== 'off') await benchExamDay();
} finally {
  for (const child of children) child.kill('SIGTERM');
}
