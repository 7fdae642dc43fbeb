/**
 * The company's and the institute's dashboards in `npm run bench` (issue 28, D25, D30): a stub
 * server of its own, its company 1 given 200 more jobs of 50 generated applicants each (10,000
 * applications across 200 jobs, by the stub's applicant generator), then each dashboard call timed
 * one after another, and the placement report's CSV: its first bytes, rows and how far the
 * server's resident memory rose while it streamed. A benchmark, not a test: it prints the figures
 * and asserts nothing (goals: each call ≤ 100 ms p95 on one core; the report streams).
 * Also runs alone: `node scripts/bench-org-dashboards.ts`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { serverNodeFlags } from '../server/edge/node-flags.ts';
import { residentMb, summary } from './bench-pipeline.ts';

type StartChild = (
  args: string[],
  env: Record<string, string>,
  readyText: string,
) => Promise<ChildProcess>;

// bench.ts's ports are 3190–3197; this one's are 700 above (helper 7's range).
const PORT = 3892;
const base = `http://127.0.0.1:${PORT}`;
const JOBS = 200;
const APPLICANTS_PER_JOB = 50;
const CALLS = Number(process.env.BENCH_DASHBOARD_CALLS || 50);
const password = 'Demo@1234';
const day = 24 * 60 * 60 * 1000;

async function api<Body>(path: string, init: RequestInit & { token?: string } = {}) {
  const response = await fetch(`${base}/api${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      'X-Client-Version': '2.1.18',
      Authorization: init.token ? `Bearer ${init.token}` : '',
      ...init.headers,
    },
  });
  const envelope = (await response.json()) as { status: boolean; message: string; body: Body };
  if (!envelope.status) throw new Error(`${path} answered ${response.status}: ${envelope.message}`);
  return envelope.body;
}

const signIn = async (username: string) =>
  (
    await api<{ token: string }>('/user/v1/login', {
      method: 'POST',
      body: JSON.stringify({ username, password, deviceInfo: { isMobile: false } }),
    })
  ).token;

/** 200 published jobs of recruiter@ open to both seeded colleges, each with 50 generated applicants. */
async function fillCompany(qaToken: string) {
  const token = await signIn('recruiter@example.com');
  const deadline = new Date(Date.now() + 30 * day).toISOString();
  let applications = 0;
  for (let n = 1; n <= JOBS; n++) {
    const { job } = await api<{ job: { JobID: number } }>('/jobs/v1/create', {
      method: 'POST',
      token,
      body: JSON.stringify({
        title: `Bench Trainee ${n}`,
        locations: ['Chennai'],
        jobType: 'fullTime',
        ctc: { min: 4, max: 4 + (n % 8) },
        experience: { min: 0, max: 0 },
        skills: ['SQL'],
        eligibility: {
          instituteIDs: [1, 2],
          classIDs: [],
          minCGPA: null,
          maxBacklogs: null,
          graduationYears: [],
        },
        minScore: n % 2 === 0 ? 50 : null,
        assessment: n % 2 === 0 ? { CourseID: 1, durationMinutes: 30 } : null,
        deadline,
        description: '<p>A job of the dashboards bench.</p>',
      }),
    });
    await api('/jobs/v1/publish', {
      method: 'POST',
      token,
      body: JSON.stringify({ JobID: job.JobID }),
    });
    const added = await api<{ total: number }>('/__stub/applicants', {
      method: 'POST',
      headers: { 'X-QA-Token': qaToken },
      body: JSON.stringify({ JobID: job.JobID, count: APPLICANTS_PER_JOB }),
    });
    applications += added.total;
  }
  return applications;
}

/** The CPU time a child has used, in ms (Linux: utime + stime of /proc/<pid>/stat, in 10 ms ticks). */
function cpuMs(child: ChildProcess) {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The calls one after another: their times as the client saw them and the server's CPU time per
 * call. On a shared, loaded machine the wall times include waiting for a core; the CPU time is
 * what one call costs one core.
 */
async function timeCall(token: string, path: string, server: ChildProcess) {
  const times: number[] = [];
  const cpuBefore = cpuMs(server);
  for (let call = 0; call < CALLS; call++) {
    const started = performance.now();
    await api(path, { token });
    times.push(performance.now() - started);
  }
  const cpu = Math.round(((cpuMs(server) - cpuBefore) / CALLS) * 10) / 10;
  return { ...summary(times), 'server CPU ms/call': cpu };
}

async function timeReport(token: string, server: ChildProcess) {
  const before = residentMb(server);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(server));
  }, 5);
  const started = performance.now();
  const response = await fetch(`${base}/api/dashboard/v1/placementReportCsv`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Client-Version': '2.1.18' },
  });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  let firstBytes = Number.NaN;
  let bytes = 0;
  let records = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (Number.isNaN(firstBytes)) firstBytes = performance.now() - started;
    bytes += value.length;
    for (let index = 1; index < value.length; index++) {
      if (value[index] === 0x0a && value[index - 1] === 0x0d) records++;
    }
  }
  const whole = performance.now() - started;
  clearInterval(sampler);
  return {
    rows: records - 1,
    'first bytes ms': Math.round(firstBytes),
    'whole ms': Math.round(whole),
    'size kB': Math.round(bytes / 1024),
    'RSS before MB': before,
    'RSS rise MB': Math.max(peak, residentMb(server)) - before,
  };
}

/** Runs the dashboards bench on its own stub server, started with `start` (stopped by the caller). */
export async function benchOrgDashboards(start: StartChild, distDir: string) {
  const qaToken = randomBytes(24).toString('base64url');
  const server = await start(
    [...serverNodeFlags, 'server/index.ts'],
    {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      BACKEND_URL: '',
      STUB_BACKEND: 'on',
      STUB_QA: 'on',
      STUB_QA_TOKEN: qaToken,
      STUB_QA_ALLOW_PRODUCTION: 'yes',
      DIST_DIR: distDir,
      NODE_ENV: 'production',
    },
    '"listening"',
  );
  const applications = await fillCompany(qaToken);
  const company = await signIn('clientadmin@example.com');
  const institute = await signIn('instituteadmin@example.com');
  const totals = await api<{ totals: { applications: number } }>('/dashboard/v1/company', {
    token: company,
  });
  const placement = await api<{ totals: { students: number; applications: number } }>(
    '/dashboard/v1/institute',
    { token: institute },
  );
  console.log(
    `\nDashboards: ${applications} generated applications across ${JOBS} jobs; the company counts ${totals.totals.applications} applications, the institute ${placement.totals.students} students of the year with ${placement.totals.applications} applications`,
  );
  console.log(`${CALLS} calls each, one after another (over HTTP; goal p95 ≤ 100 ms)`);
  console.table([
    { case: 'company dashboard', ...(await timeCall(company, '/dashboard/v1/company', server)) },
    {
      case: 'company dashboard, a date range',
      ...(await timeCall(company, '/dashboard/v1/company?from=2020-01-01&to=2100-01-01', server)),
    },
    {
      case: 'institute dashboard',
      ...(await timeCall(institute, '/dashboard/v1/institute', server)),
    },
    {
      case: 'institute dashboard, one class',
      ...(await timeCall(institute, '/dashboard/v1/institute?classID=1', server)),
    },
  ]);
  console.log('Placement report CSV of the institute (streamed)');
  console.table([await timeReport(institute, server)]);
  server.kill('SIGTERM');
}

if (import.meta.main) {
  const children: ChildProcess[] = [];
  const start: StartChild = (args, env, readyText) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env } });
    children.push(child);
    return new Promise((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes(readyText)) resolve(child);
      });
      child.stderr?.pipe(process.stderr);
      child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
    });
  };
  try {
    await benchOrgDashboards(start, process.env.DIST_DIR || 'dist');
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
}
