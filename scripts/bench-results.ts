/**
 * The results part of `npm run bench` (issue 28, D24), run by bench-pipeline.ts once its job holds
 * 10,000 generated applicants: a results page (results/v1/list) over the recruiter's jobs and over
 * the one job, and the whole job's CSV export (results/v1/exportCsv): the time to its first bytes,
 * its rows, and how far the server's resident memory rose while it streamed. A benchmark, not a
 * test: it prints the figures and asserts nothing (goals: a page ≤ 100 ms p95, the CSV starting
 * within 200 ms, memory growing by ≤ 30 MB).
 */
import type { ChildProcess } from 'node:child_process';

type Timings = (times: number[]) => Record<string, number>;
type Resident = (child: ChildProcess) => number;

const CALLS = Number(process.env.BENCH_RESULTS_CALLS || 50);

export async function benchResults(
  base: string,
  token: string,
  JobID: number,
  server: ChildProcess,
  summary: Timings,
  residentMb: Resident,
) {
  const headers = { Authorization: `Bearer ${token}`, 'X-Client-Version': '2.1.18' };
  const timeList = async (query: string) => {
    const times: number[] = [];
    let total = 0;
    for (let call = 0; call < CALLS; call++) {
      const started = performance.now();
      const response = await fetch(`${base}/api/results/v1/list?${query}`, { headers });
      const envelope = (await response.json()) as { status: boolean; body: { total: number } };
      times.push(performance.now() - started);
      if (!envelope.status) throw new Error(`results/v1/list?${query} was refused`);
      total = envelope.body.total;
    }
    return { total, times };
  };
  const everyJob = await timeList('sort=score&pageSize=20');
  const oneJob = await timeList(`JobID=${JobID}&sort=percentile&pageSize=20`);
  console.log(`\nresults/v1/list, ${CALLS} calls one after another (over HTTP, goal p95 ≤ 100 ms)`);
  console.table([
    { case: `every job of the company (${everyJob.total} results)`, ...summary(everyJob.times) },
    { case: `one job (${oneJob.total} results)`, ...summary(oneJob.times) },
  ]);

  const before = residentMb(server);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(server));
  }, 5);
  const started = performance.now();
  const response = await fetch(`${base}/api/results/v1/exportCsv?JobID=${JobID}`, { headers });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  let firstBytes = Number.NaN;
  let bytes = 0;
  let records = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (Number.isNaN(firstBytes)) firstBytes = performance.now() - started;
    bytes += value.length;
    // Records end with CRLF (a name's own new line is a bare LF inside quotes).
    for (let index = 1; index < value.length; index++) {
      if (value[index] === 0x0a && value[index - 1] === 0x0d) records++;
    }
  }
  const finished = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, residentMb(server));
  console.log('results/v1/exportCsv of the job (goal: first bytes ≤ 200 ms, memory +≤ 30 MB)');
  console.table([
    {
      rows: records - 1,
      'first bytes ms': Math.round(firstBytes),
      'whole ms': Math.round(finished),
      'size kB': Math.round(bytes / 1024),
      'RSS before MB': before,
      'RSS rise MB': peak - before,
    },
  ]);
}
