/**
 * The dashboards' part of `npm run bench` (issue 28): 10,000 applications across 200 jobs, made by
 * the stub's applicant generator (the QA route), then the recruiter's and the student's dashboard
 * calls, one after another, in this process on one core (the stub's Hono app answering
 * `app.request`: routing, the contract's validation, the figures and the JSON, without a socket).
 * A benchmark, not a test: it prints the figures and asserts nothing (goal: p95 ≤ 100 ms a call).
 * Runs alone too: `node scripts/bench-dashboards.ts`.
 */
import { createStubBackend } from '../server/stub/index.ts';

const JOBS = 200;
const PER_JOB = 50;
const CALLS = Number(process.env.BENCH_DASHBOARD_CALLS || 50);
const qaToken = 'bench-dashboards';
const headers = { 'Content-Type': 'application/json', 'X-Client-Version': '2.1.18' };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const ms = (value: number) => Math.round(value * 10) / 10;

export async function benchDashboards() {
  const stub = createStubBackend({ qa: { token: qaToken }, log: () => {} });
  const { app, store } = stub;
  const call = async (path: string, init: { token?: string; body?: unknown; qa?: true } = {}) => {
    const response = await app.request(path, {
      method: init.body ? 'POST' : 'GET',
      headers: {
        ...headers,
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
        ...(init.qa ? { 'X-QA-Token': qaToken } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const envelope = (await response.json()) as { status: boolean; message: string; body: never };
    if (!envelope.status) throw new Error(`${path}: ${envelope.message}`);
    return envelope.body;
  };
  const login = async (username: string) =>
    (
      (await call('/user/v1/login', {
        body: { username, password: 'Demo@1234', deviceInfo: { name: 'bench', isMobile: false } },
      })) as { token: string }
    ).token;

  // 200 jobs of recruiter@: copies of their published job 1 (a test, a cut-off), each with 50
  // generated applicants spread over the stages.
  const template = store.jobs.get(1);
  if (!template) throw new Error('the seed has no job 1');
  const jobIDs: number[] = [];
  let JobID = Math.max(...store.jobs.keys()) + 1;
  for (let n = 0; n < JOBS; n++, JobID++) {
    const slug = `bench-job-${JobID}`;
    store.jobs.set(JobID, {
      ...structuredClone(template),
      JobID,
      slug,
      title: `Bench job ${n + 1}`,
    });
    store.jobIDBySlug.set(slug, JobID);
    jobIDs.push(JobID);
  }
  const started = performance.now();
  for (const id of jobIDs) {
    await call('/__stub/applicants', { body: { JobID: id, count: PER_JOB }, qa: true });
  }
  const generated = jobIDs.reduce(
    (sum, id) => sum + (store.applicationsByJob.get(id)?.length ?? 0),
    0,
  );
  console.log(
    `\nDashboards: ${generated} generated applications across ${JOBS} jobs in ${ms((performance.now() - started) / 1000)} s`,
  );

  const recruiter = await login('recruiter@example.com');
  const student = await login('student@example.com');
  const time = async (path: string, token: string) => {
    const times: number[] = [];
    let body: unknown;
    for (let n = 0; n < CALLS; n++) {
      const at = performance.now();
      body = await call(path, { token });
      times.push(performance.now() - at);
    }
    const sorted = times.sort((a, b) => a - b);
    return {
      body,
      row: {
        call: path.replace('/dashboard/v1/', ''),
        runs: sorted.length,
        'median ms': ms(percentile(sorted, 50)),
        'p95 ms': ms(percentile(sorted, 95)),
        'max ms': ms(sorted.at(-1) ?? Number.NaN),
      },
    };
  };
  const year = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const cases = [
    '/dashboard/v1/recruiter',
    `/dashboard/v1/recruiter?from=${year}`,
    `/dashboard/v1/recruiter?from=${year}&scope=company`,
    `/dashboard/v1/recruiter?from=${year}&JobID=${jobIDs[0]}`,
  ];
  const rows = [];
  for (const path of cases) {
    const { body, row } = await time(path, recruiter);
    rows.push({ ...row, applications: (body as { applications: number }).applications });
  }
  rows.push({ ...(await time('/dashboard/v1/student', student)).row, applications: Number.NaN });
  console.log(`Dashboard calls, ${CALLS} each one after another, in process (goal p95 ≤ 100 ms)`);
  console.table(rows);
}

if (import.meta.main) await benchDashboards();
