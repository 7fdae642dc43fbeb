import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SubmittedBy } from '#openapi/exam.ts';
import { resultsCsvColumns } from '#openapi/operations/results.ts';
import { ResultsResponse } from '#openapi/results.ts';
import * as applicationRoutes from '#openapi/routes/applications.gen.ts';
import * as examRoutes from '#openapi/routes/exam.gen.ts';
import * as jobRoutes from '#openapi/routes/jobs.gen.ts';
import * as resultRoutes from '#openapi/routes/results.gen.ts';
import type { Store } from '../../store.ts';
import {
  jobInput,
  type Person,
  type RecruitmentStub,
  recruitmentStub,
} from '../../test-support/recruitment.ts';
import { expectContract, expectInvalidField, start } from '../../test-support/stub.ts';
import type { ApplicationRecord } from '../applications/store.ts';

// Results (D24, D30) on a fixed fixture: a published job of recruiter@ with a 50% cut-off whose five
// takers' outcomes are written into the store, so every figure below is worked out by hand.

const minute = 60 * 1000;

/** A taker of the fixture job: who, and what their submitted attempt was. */
type Taker = {
  UserID: number;
  score: number;
  stage: ApplicationRecord['stage'];
  submittedAt: number;
  timeTaken: number;
  submittedBy: SubmittedBy;
};

function addResult(store: Store, JobID: number, taker: Taker): number {
  const ApplicationID = store.nextApplicationID++;
  const application: ApplicationRecord = {
    ApplicationID,
    JobID,
    UserID: taker.UserID,
    stage: taker.stage,
    appliedAt: start - 60 * minute,
    updatedAt: taker.submittedAt,
    history: [],
    outcome: {
      TestSessionID: `fixture-${ApplicationID}`,
      score: taker.score,
      maxScore: 20,
      timeTaken: taker.timeTaken,
      submittedAt: taker.submittedAt,
      submittedBy: taker.submittedBy,
    },
    interview: null,
    offer: null,
  };
  store.applications.set(ApplicationID, application);
  store.applicationsByJob.set(JobID, [...(store.applicationsByJob.get(JobID) ?? []), application]);
  store.applicationsByStudent.set(taker.UserID, [
    ...(store.applicationsByStudent.get(taker.UserID) ?? []),
    application,
  ]);
  return ApplicationID;
}

/** Seeded students of an institute other than student@ (1004), by id. */
const studentsOf = (store: Store, instituteID: number) =>
  [...store.users.values()]
    .filter(
      (user) =>
        user.userTypeName === 'Student' && user.instituteID === instituteID && user.UserID !== 1004,
    )
    .map((user) => user.UserID)
    .sort((a, b) => a - b);

const tamilName = 'கார்த்திகேயன் செல்வம்';
const formulaName = "=cmd|' /C calc'!A0";
const jobTitle = 'Analyst, "Data" Team';

describe('results (D24, D30)', () => {
  let stub: RecruitmentStub;
  let JobID: number;
  /** The fixture's takers by name: a (student@), b, c of institute 1; d, e of institute 2. */
  const ids = { a: 1004, b: 0, c: 0, d: 0, e: 0 };
  const token = (person: Person) => stub.tokenOf(person);

  beforeAll(async () => {
    stub = await recruitmentStub();
    const poster = await token('poster');
    const draft = await stub.ok(jobRoutes.jobCreate, {
      token: poster,
      body: jobInput({ title: jobTitle, minScore: 50 }),
    });
    JobID = draft.job.JobID;
    await stub.ok(jobRoutes.jobPublish, { token: poster, body: { JobID } });
    const [b = 0, c = 0] = studentsOf(stub.store, 1);
    const [d = 0, e = 0] = studentsOf(stub.store, 2);
    Object.assign(ids, { b, c, d, e });
    const named = (UserID: number, displayName: string) => {
      const user = stub.store.users.get(UserID);
      if (user) user.displayName = displayName;
    };
    named(b, tamilName);
    named(c, formulaName);
    named(d, 'Ravi "Ravi" Kumar, Jr.\nChennai');
    const day = Date.UTC(2025, 0, 10, 5, 0);
    // Scores of 20: 14, 10, 20, 14, 6 → sorted 6, 10, 14, 14, 20.
    addResult(stub.store, JobID, {
      UserID: ids.a,
      score: 14,
      stage: 'shortlisted',
      submittedAt: day,
      timeTaken: 600,
      submittedBy: 'student',
    });
    addResult(stub.store, JobID, {
      UserID: b,
      score: 10,
      stage: 'testCompleted',
      submittedAt: day + 10 * minute,
      timeTaken: 900,
      submittedBy: 'timeUp',
    });
    addResult(stub.store, JobID, {
      UserID: c,
      score: 20,
      stage: 'interview',
      submittedAt: day + 20 * minute,
      timeTaken: 1200,
      submittedBy: 'server',
    });
    addResult(stub.store, JobID, {
      UserID: d,
      score: 14,
      stage: 'rejected',
      submittedAt: day + 30 * minute,
      timeTaken: 300,
      submittedBy: 'student',
    });
    // 19:00 UTC on the 10th is 00:30 on the 11th in India.
    addResult(stub.store, JobID, {
      UserID: e,
      score: 6,
      stage: 'testCompleted',
      submittedAt: Date.UTC(2025, 0, 10, 19, 0),
      timeTaken: 1500,
      submittedBy: 'student',
    });
  }, 30_000);

  const list = async (person: Person, query: Record<string, string | number> = {}) => {
    const { json } = await stub.call(resultRoutes.resultsList, {
      token: await token(person),
      query: Object.fromEntries(
        Object.entries({ JobID, ...query }).filter(([, value]) => value !== undefined),
      ) as never,
    });
    return json;
  };
  const rowsOf = async (person: Person, query: Record<string, string | number> = {}) => {
    const json = await list(person, query);
    expect(json.status, json.message).toBe(true);
    expectContract(ResultsResponse, json);
    return (json as ResultsResponse).body;
  };
  const figures = (body: ResultsResponse['body']) =>
    body.items.map((row) => [
      row.candidate.UserID,
      row.score,
      row.percentage,
      row.percentile,
      row.cutoffPassed,
    ]);

  it('gives each taker score, percentage, percentile (ties counted half) and cut-off', async () => {
    const body = await rowsOf('poster', { sort: 'score', order: 'desc' });
    expect(body.total).toBe(5);
    // Percentile = 100 × (lower + same / 2) / 5: 20 → 4.5/5, 14 → 3/5 (a tie), 10 → 1.5/5, 6 → 0.5/5.
    expect(figures(body)).toEqual([
      [ids.c, 20, 100, 90, true],
      [ids.a, 14, 70, 60, true],
      [ids.d, 14, 70, 60, true],
      [ids.b, 10, 50, 30, true],
      [ids.e, 6, 30, 10, false],
    ]);
    expect(body.items[0]).toMatchObject({
      job: { JobID, title: jobTitle },
      candidate: { displayName: formulaName, instituteName: expect.any(String) },
      stage: 'interview',
      maxScore: 20,
      timeTaken: 1200,
      submittedAt: '2025-01-10T05:20:00.000Z',
      submittedBy: 'server',
      minScore: 50,
      test: null,
    });
  });

  it('filters by institute, cut-off, score range, stage and India’s dates, and pages', async () => {
    const ids1 = (body: ResultsResponse['body']) => body.items.map((row) => row.candidate.UserID);
    expect(ids1(await rowsOf('poster', { instituteID: 2, sort: 'name' }))).toEqual(
      [ids.d, ids.e].sort((x, y) => {
        const name = (id: number) => (stub.store.users.get(id)?.displayName ?? '').toLowerCase();
        return name(x) < name(y) ? -1 : 1;
      }),
    );
    expect(ids1(await rowsOf('poster', { cutoff: 'fail' }))).toEqual([ids.e]);
    expect((await rowsOf('poster', { cutoff: 'pass' })).total).toBe(4);
    expect(
      ids1(
        await rowsOf('poster', {
          minPercentage: 50,
          maxPercentage: 70,
          sort: 'timeTaken',
          order: 'asc',
        }),
      ),
    ).toEqual([ids.d, ids.a, ids.b]);
    expect(
      ids1(await rowsOf('poster', { stage: 'testCompleted', sort: 'submittedAt', order: 'asc' })),
    ).toEqual([ids.b, ids.e]);
    expect(ids1(await rowsOf('poster', { from: '2025-01-11' }))).toEqual([ids.e]);
    expect((await rowsOf('poster', { to: '2025-01-10' })).total).toBe(4);
    const second = await rowsOf('poster', {
      sort: 'percentile',
      order: 'asc',
      page: 2,
      pageSize: 2,
    });
    expect({ total: second.total, page: second.page, ids: ids1(second) }).toEqual({
      total: 5,
      page: 2,
      // Equal percentiles are ordered by application, the first added first.
      ids: [ids.a, ids.d],
    });
  });

  it('names the field of a bad filter', async () => {
    const bad = await stub.call(resultRoutes.resultsList, {
      token: await token('poster'),
      query: { JobID, cutoff: 'maybe' } as never,
    });
    expectInvalidField(bad as never, '/cutoff');
  });

  it('lets the company see its jobs’ results, the institute its students’, and nobody else (D19, D22)', async () => {
    expect((await rowsOf('colleague')).total).toBe(5);
    expect((await rowsOf('clientAdmin')).total).toBe(5);
    // The institute admin sees only their own students, ranked among every taker.
    expect(figures(await rowsOf('instituteAdmin', { sort: 'score' }))).toEqual([
      [ids.c, 20, 100, 90, true],
      [ids.a, 14, 70, 60, true],
      [ids.b, 10, 50, 30, true],
    ]);
    expect((await rowsOf('otherInstituteAdmin')).total).toBe(2);
    expect(await list('otherRecruiter')).toMatchObject({ status: false, code: 'JOB_NOT_FOUND' });
    expect(await list('otherClientAdmin')).toMatchObject({ status: false, code: 'JOB_NOT_FOUND' });
    expect(await list('member')).toMatchObject({ status: false, code: 'ROLE_NOT_ALLOWED' });
    // Across all their jobs, another company's recruiter never meets this job's results.
    const { json } = await stub.call(resultRoutes.resultsList, {
      token: await token('otherRecruiter'),
      query: { pageSize: 100 },
    });
    const rows = (json as ResultsResponse).body.items;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.job.JobID === JobID)).toBe(false);
  });

  it('gives a student only their own results, each with the test that opens its summary', async () => {
    const own = await rowsOf('student');
    expect(figures(own)).toEqual([[1004, 14, 70, 60, true]]);
    const all = await rowsOf('student', { JobID: undefined as never, pageSize: 100 });
    expect(all.items.every((row) => row.candidate.UserID === 1004)).toBe(true);
    expect(all.total).toBe(
      (stub.store.applicationsByStudent.get(1004) ?? []).filter((a) => a.outcome).length,
    );
  });

  const exportCsv = async (person: Person, query: Record<string, string | number> = {}) => {
    const search = new URLSearchParams(
      Object.entries({ JobID, ...query }).map(([key, value]) => [key, String(value)]),
    );
    return stub.stub.app.request(`/results/v1/exportCsv?${search}`, {
      headers: { Authorization: `Bearer ${await token(person)}`, 'X-Client-Version': '2.1.18' },
    });
  };

  it('exports every row of the filter as RFC 4180 CSV with CRLF, a BOM, and formulas defused', async () => {
    const response = await exportCsv('poster', {
      sort: 'score',
      order: 'desc',
      pageSize: 1,
    } as never);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="results-${stub.store.jobs.get(JobID)?.slug}.csv"`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    // Header and 5 records, each ending with CRLF; the name's own LF stays a bare LF inside quotes.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(1 + 5 + 1);
    const [header, ...records] = parse(text, { relax_column_count: false }) as string[][];
    expect(header).toEqual([...resultsCsvColumns]);
    // Every row of the filter, not one page; the list's order.
    expect(
      records.map((record) => [record[0], record[7], record[9], record[10], record[15]]),
    ).toEqual([
      [`'${formulaName}`, '20', '100', '90', 'yes'],
      [stub.store.users.get(ids.a)?.displayName, '14', '70', '60', 'yes'],
      ['Ravi "Ravi" Kumar, Jr.\nChennai', '14', '70', '60', 'yes'],
      [tamilName, '10', '50', '30', 'yes'],
      [stub.store.users.get(ids.e)?.displayName, '6', '30', '10', 'no'],
    ]);
    expect(records[0]?.slice(4, 7)).toEqual([jobTitle, 'Nilgiri Software Labs', 'interview']);
    expect(records[0]?.slice(11)).toEqual([
      '1200',
      '2025-01-10T05:20:00.000Z',
      'server',
      '50',
      'yes',
    ]);
    expect(text).toContain(`"${jobTitle.replaceAll('"', '""')}"`);
  });

  it('exports the same rows as the list for a filter', async () => {
    const response = await exportCsv('instituteAdmin', { cutoff: 'pass', sort: 'name' });
    const [, ...records] = parse(await response.text(), { bom: true }) as string[][];
    const listed = await rowsOf('instituteAdmin', { cutoff: 'pass', sort: 'name' });
    expect(records.map((record) => record[1])).toEqual(
      listed.items.map((row) => row.candidate.email),
    );
    expect(records).toHaveLength(3);
  });

  it('refuses the export to a student, another company and a user with no role', async () => {
    for (const [person, code] of [
      ['student', 'ROLE_NOT_ALLOWED'],
      ['member', 'ROLE_NOT_ALLOWED'],
      ['otherRecruiter', 'JOB_NOT_FOUND'],
    ] as const) {
      const response = await exportCsv(person);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toMatchObject({ status: false, code });
    }
    const bad = await exportCsv('poster', { minPercentage: 101 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).body.errors[0].field).toBe('/minPercentage');
  });

  it('gives test/v1/result the percentage and the job’s cut-off (D24)', async () => {
    const poster = await token('poster');
    const draft = await stub.ok(jobRoutes.jobCreate, {
      token: poster,
      body: jobInput({ title: 'Cut-off check', minScore: 50 }),
    });
    await stub.ok(jobRoutes.jobPublish, { token: poster, body: { JobID: draft.job.JobID } });
    const student = await token('student');
    const application = await stub.ok(applicationRoutes.applicationApply, {
      token: student,
      body: { JobID: draft.job.JobID },
    });
    const test = application.test ?? { TaskID: 0, CourseID: 0 };
    const started = await stub.ok(examRoutes.testStart, {
      token: student,
      body: { ...test, writerID: 'tab-a' },
    });
    const TestSessionID = started.session?.TestSessionID ?? '';
    stub.advance(5 * minute);
    await stub.ok(examRoutes.testSubmit, {
      token: student,
      body: { TestSessionID, writerID: 'tab-a', reason: 'student', answers: [], flags: [] },
    });
    const result = await stub.ok(examRoutes.testResult, {
      token: student,
      query: { TestSessionID },
    });
    expect(result).toMatchObject({
      score: 0,
      percentage: 0,
      cutoff: { minScore: 50, passed: false },
    });
    // The student's results list it with the test that opens this summary.
    const mine = await rowsOf('student', { JobID: draft.job.JobID });
    expect(mine.items.map((row) => [row.score, row.percentile, row.test])).toEqual([[0, 50, test]]);
  });
});
