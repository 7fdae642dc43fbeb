/**
 * The records import part of `npm run bench` (issue 28, D28): 5,000 rows of a records CSV checked
 * (records/v1/importPreview) and written (records/v1/importConfirm) by the stub backend in this
 * process, through its routes (validation, journal, reply check) but without HTTP, each run on a
 * fresh seed with 5,000 students who have no record. A benchmark, not a test: it prints the figures
 * and asserts nothing (goal: check and write together under 2 s). Runs alone as
 * `node scripts/bench-records.ts`.
 */
import { createStubBackend } from '../server/stub/index.ts';
import {
  addStudentsWithoutRecords,
  base64Of,
  recordsCsv,
} from '../server/stub/test-support/records.ts';

const ROWS = Number(process.env.BENCH_RECORD_ROWS || 5000);
const RUNS = Number(process.env.BENCH_RECORD_RUNS || 5);

type Envelope = { status: boolean; message: string; body: Record<string, unknown> };

export async function benchRecords() {
  const times = { preview: [] as number[], confirm: [] as number[], total: [] as number[] };
  for (let run = 0; run < RUNS; run++) {
    const stub = createStubBackend({ log: () => {} });
    const emails = addStudentsWithoutRecords(stub.store, 1, ROWS);
    const file = base64Of(
      recordsCsv(
        emails.map((email, n) => [
          email,
          (n % 100) / 10,
          80,
          75.5,
          n % 3,
          'MCA — Final year',
          2026,
        ]),
      ),
    );
    const post = async (path: string, body: unknown, token = '') => {
      const response = await stub.app.request(path, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Client-Version': '2.1.18',
          Authorization: token ? `Bearer ${token}` : '',
        },
        body: JSON.stringify(body),
      });
      const envelope = (await response.json()) as Envelope;
      if (!envelope.status) throw new Error(`${path}: ${envelope.message}`);
      return envelope.body;
    };
    const { token } = (await post('/user/v1/login', {
      username: 'instituteadmin@example.com',
      password: 'Demo@1234',
      deviceInfo: { name: 'bench', isMobile: false },
    })) as { token: string };
    const started = performance.now();
    const preview = await post('/records/v1/importPreview', { file }, token);
    const checked = performance.now();
    if (preview.importID === null) throw new Error('the bench file has problems');
    const done = await post('/records/v1/importConfirm', { importID: preview.importID }, token);
    const ended = performance.now();
    if (done.written !== ROWS) throw new Error(`wrote ${String(done.written)} of ${ROWS}`);
    times.preview.push(checked - started);
    times.confirm.push(ended - checked);
    times.total.push(ended - started);
  }
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const row = (name: string, values: number[]) => ({
    step: name,
    'median ms': Math.round(median(values)),
    'max ms': Math.round(Math.max(...values)),
  });
  console.log(
    `\nRecords import, ${ROWS} rows, ${RUNS} runs in process (goal: check + write < 2,000 ms)`,
  );
  console.table([
    row('check (importPreview)', times.preview),
    row('write (importConfirm)', times.confirm),
    row('both', times.total),
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRecords();
