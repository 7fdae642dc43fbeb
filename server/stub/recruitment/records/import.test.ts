import { parse } from 'csv-parse/sync';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordsCsvColumns } from '#openapi/operations/records-columns.ts';
import { RecordsImportPreviewResponse } from '#openapi/records.ts';
import * as jobRoutes from '#openapi/routes/jobs.gen.ts';
import * as recordRoutes from '#openapi/routes/records.gen.ts';
import { addStudentsWithoutRecords, base64Of, recordsCsv } from '../../test-support/records.ts';
import { type RecruitmentStub, recruitmentStub } from '../../test-support/recruitment.ts';
import { expectContract } from '../../test-support/stub.ts';
import { importLifeMs } from './store.ts';

// The records import (D28): a file checked whole, every problem by row and column, nothing written
// unless every row is valid, then one confirmation that writes every row with its history.

const cs = 'B.E. Computer Science — Final year';
const mca = 'MCA — Final year';

let stub: RecruitmentStub;
let token: string;
beforeEach(async () => {
  stub = await recruitmentStub();
  token = await stub.tokenOf('instituteAdmin');
});

const emailOf = (UserID: number) => stub.store.users.get(UserID)?.email ?? '';

async function preview(file: string | Uint8Array) {
  const { json } = await stub.call(recordRoutes.recordsImportPreview, {
    token,
    body: { file: base64Of(file) },
  });
  expectContract(RecordsImportPreviewResponse, json);
  return (json as { body: import('#openapi/records.ts').RecordsImportPreview }).body;
}

const snapshot = () =>
  JSON.stringify([
    [...stub.store.academicRecords],
    [...stub.store.recordHistory],
    [...stub.store.users.values()].map((user) => [user.classID, user.sectionID]),
  ]);

describe('the preview', () => {
  it('lists one bad row in each column, by row and column, and writes nothing', async () => {
    const before = snapshot();
    const file = recordsCsv([
      ['student@example.com', 8.4, 92, 89, 0, cs, 2025],
      ['nobody@example.com', 8, 80, 80, 0, cs, 2025],
      [emailOf(3101), 8, 80, 80, 0, cs, 2025],
      [emailOf(3001), 10.5, 80, 80, 0, cs, 2025],
      [emailOf(3002), 8, '=1+1', 80, 0, cs, 2025],
      [emailOf(3003), 8, 80, 'eighty', 0, cs, 2025],
      [emailOf(3004), 8, 80, 80, 1.5, cs, 2025],
      [emailOf(3005), 8, 80, 80, 0, 'B.Sc. Physics', 2025],
      [emailOf(3006), 8, 80, 80, 0, cs, 1999],
      ['STUDENT@example.com', 8, 80, 80, 0, cs, 2025],
      [emailOf(3007), '', 80, 80, 0, cs, 2025],
      [emailOf(3008), 8, 80, 80, 0, cs],
      [emailOf(3009), 8, 80, 80, '-2', '@SUM(A1)', 2025],
    ]);
    const body = await preview(file);
    expect(body.importID).toBeNull();
    expect(body.rows).toBe(13);
    expect(body.badRows).toBe(12);
    expect(body.problemCount).toBe(body.problems.length);
    expect(
      body.problems.map(({ row, column, code, message }) => [row, column, code, message]),
    ).toEqual([
      [3, 'email', 'UNKNOWN_EMAIL', 'No account has this email'],
      [4, 'email', 'OTHER_INSTITUTE', 'Not a student of your institute'],
      [5, 'cgpa', 'OUT_OF_RANGE', 'Must be from 0 to 10'],
      [6, 'tenthPercent', 'FORMULA', 'A spreadsheet formula, not a value'],
      [7, 'twelfthPercent', 'NOT_A_NUMBER', 'Not a number'],
      [8, 'activeBacklogs', 'NOT_A_WHOLE_NUMBER', 'Not a whole number'],
      [9, 'class', 'CLASS_UNKNOWN', 'Not a class of your institute'],
      [10, 'graduationYear', 'OUT_OF_RANGE', 'Must be from 2000 to 2100'],
      [11, 'email', 'DUPLICATE_ROW', 'The same email as row 2'],
      [12, 'cgpa', 'MISSING', 'Empty'],
      [13, null, 'CELL_COUNT', 'This row has 6 cells; the template has 7'],
      [14, 'activeBacklogs', 'OUT_OF_RANGE', 'Must be from 0 to 50'],
      [14, 'class', 'FORMULA', 'A spreadsheet formula, not a value'],
    ]);
    expect(body.problems.find((item) => item.code === 'DUPLICATE_ROW')).toMatchObject({ min: 2 });
    expect(body.problems[2]).toMatchObject({ value: '10.5', min: 0, max: 10 });
    expect(snapshot()).toBe(before);
    expect(stub.store.recordImports.size).toBe(0);
  });

  it('refuses a file that is not UTF-8, read as Windows-1252 or UTF-16', async () => {
    const text = recordsCsv([['student@example.com', 8, 80, 80, 0, cs, 2025]]).replace('—', '-');
    const latin1 = Buffer.from(`${text}café@example.com,8,80,80,0,${mca},2025\r\n`, 'latin1');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    for (const file of [latin1, utf16]) {
      const body = await preview(file);
      expect(body.problems).toEqual([
        {
          row: 0,
          column: null,
          code: 'ENCODING',
          message:
            'The file is not UTF-8: save it as "CSV UTF-8 (comma delimited)" and check it again',
          value: null,
          min: null,
          max: null,
        },
      ]);
    }
  });

  it('refuses semicolons for commas, a wrong header, an unclosed quote and an empty file', async () => {
    const semicolons = recordsCsv([['student@example.com', '8,4', 80, 80, 0, cs, 2025]]).replace(
      /,/g,
      ';',
    );
    const cases: [string, string, number, string][] = [
      [
        semicolons,
        'DELIMITER',
        1,
        'The columns are separated by semicolons, not commas: save it as "CSV (comma delimited)" and check it again',
      ],
      [
        'Email,CGPA,Tenth,12th %,Active backlogs,Class,Graduation year\r\nstudent@example.com,8,80,80,0,MCA,2025\r\n',
        'HEADER',
        1,
        "The first row must be the template's: Email, CGPA, 10th %, 12th %, Active backlogs, Class, Graduation year",
      ],
      [
        `${recordsCsv([])}"student@example.com,8,80,80,0,MCA,2025\r\n`,
        'UNREADABLE',
        3,
        'The file cannot be read from this row: a quote is not closed',
      ],
      [recordsCsv([]), 'EMPTY', 0, 'The file has no rows under the header'],
    ];
    for (const [file, code, row, message] of cases) {
      const body = await preview(file);
      expect(body.problems.map((item) => [item.code, item.row, item.message])).toEqual([
        [code, row, message],
      ]);
    }
  });

  it('reads the header in any case, a byte-order mark, quoted cells and a class in any case and dash', async () => {
    const file = `\uFEFF${recordsCsv(
      [],
    ).toUpperCase()}"student@example.com"," 8.4 ",92,89,0,"b.e. computer science - final year",2025\r\n,,,,,,\r\n`;
    const body = await preview(file);
    expect(body.problems).toEqual([]);
    expect(body).toMatchObject({ rows: 1, changedRecords: 1, newRecords: 0, unchangedRecords: 0 });
    expect(body.importID).toEqual(expect.any(String));
  });
});

describe('the confirmation', () => {
  it('writes every row with its history and makes a student without a record eligible', async () => {
    const [email] = addStudentsWithoutRecords(stub.store, 1, 1, 'kaveri.example.com');
    const newcomer = [...stub.store.users.values()].find((user) => user.email === email);
    if (!newcomer) throw new Error('no newcomer');
    const file = recordsCsv([
      ['student@example.com', 8.2, 91.4, 88.6, 0, cs, 2025],
      [email ?? '', 7.8, 85, 82.5, 0, mca, 2025],
      [emailOf(3001), 9.1, 95, 94, 0, cs, 2025],
    ]);
    const body = await preview(file);
    expect(body).toMatchObject({
      rows: 3,
      badRows: 0,
      newRecords: 1,
      changedRecords: 1,
      unchangedRecords: 1,
    });
    const { importID } = body;
    if (!importID) throw new Error('no import');
    expect(stub.store.academicRecords.has(newcomer.UserID)).toBe(false);

    const done = await stub.ok(recordRoutes.recordsImportConfirm, { token, body: { importID } });
    expect(done).toEqual({ written: 2, newRecords: 1, changedRecords: 1 });
    expect(stub.store.academicRecords.get(newcomer.UserID)).toEqual({
      cgpa: 7.8,
      tenthPercent: 85,
      twelfthPercent: 82.5,
      activeBacklogs: 0,
      graduationYear: 2025,
    });
    expect(newcomer.classID).toBe(3);
    const history = await stub.ok(recordRoutes.recordHistory, {
      token,
      query: { UserID: newcomer.UserID },
    });
    expect(history.items).toEqual([
      expect.objectContaining({
        source: 'import',
        before: null,
        after: expect.objectContaining({ cgpa: 7.8, className: mca }),
        by: expect.objectContaining({ UserID: 1003 }),
      }),
    ]);
    expect(stub.store.recordHistory.has(1004)).toBe(false);
    const again = await stub.call(recordRoutes.recordsImportConfirm, { token, body: { importID } });
    expect(again.json).toMatchObject({ status: false, code: 'IMPORT_NOT_FOUND' });
  });

  it('is refused when a record changed after the check, or the check expired, writing nothing', async () => {
    const file = recordsCsv([[emailOf(3001), 9.1, 95, 94, 0, cs, 2025]]);
    const first = (await preview(file)).importID ?? '';
    await stub.ok(recordRoutes.recordUpdate, {
      token,
      body: {
        UserID: 3002,
        cgpa: 6,
        tenthPercent: 70,
        twelfthPercent: 70,
        activeBacklogs: 0,
        classID: 1,
        graduationYear: 2025,
      },
    });
    const before = snapshot();
    const changed = await stub.call(recordRoutes.recordsImportConfirm, {
      token,
      body: { importID: first },
    });
    expect(changed.json).toMatchObject({
      status: false,
      code: 'RECORDS_CHANGED',
      message: 'Records changed after this check: check the file again',
    });
    const second = (await preview(file)).importID ?? '';
    stub.advance(importLifeMs);
    const expired = await stub.call(recordRoutes.recordsImportConfirm, {
      token,
      body: { importID: second },
    });
    expect(expired.json).toMatchObject({
      status: false,
      code: 'IMPORT_EXPIRED',
      message: 'This check has expired: check the file again',
    });
    expect(snapshot()).toBe(before);
  });

  it("is refused to another admin: an import is its admin's", async () => {
    const importID = (await preview(recordsCsv([[emailOf(3001), 9, 95, 94, 0, cs, 2025]])))
      .importID;
    const other = await stub.tokenOf('otherInstituteAdmin');
    const { json } = await stub.call(recordRoutes.recordsImportConfirm, {
      token: other,
      body: { importID: importID ?? '' },
    });
    expect(json).toMatchObject({ status: false, code: 'IMPORT_NOT_FOUND' });
  });

  it('imports 5,000 rows in one check and one confirmation', async () => {
    const emails = addStudentsWithoutRecords(stub.store, 1, 5000);
    const file = recordsCsv(
      emails.map((email, n) => [email, (n % 100) / 10, 80, 75.5, n % 3, cs, 2025]),
    );
    const body = await preview(file);
    expect(body).toMatchObject({ rows: 5000, badRows: 0, newRecords: 5000, problemCount: 0 });
    const done = await stub.ok(recordRoutes.recordsImportConfirm, {
      token,
      body: { importID: body.importID ?? '' },
    });
    expect(done).toEqual({ written: 5000, newRecords: 5000, changedRecords: 0 });
    const students = await stub.ok(recordRoutes.recordStudents, {
      token,
      query: { search: 'bulk4999@', pageSize: 1 },
    });
    expect(students.items[0]?.record).toEqual({
      cgpa: 9.8,
      tenthPercent: 80,
      twelfthPercent: 75.5,
      activeBacklogs: 0,
      graduationYear: 2025,
    });
  });
});

describe('the template', () => {
  it('is the header and a row per student of the institute, blank where there is no record', async () => {
    stub.store.academicRecords.delete(1004);
    const response = await stub.stub.app.request(`/${recordRoutes.recordsTemplateCsv.path}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(Buffer.from(bytes), { bom: true }) as string[][];
    expect(rows[0]).toEqual(recordsCsvColumns.map((column) => column.header));
    expect(rows).toHaveLength(38);
    expect(rows).toContainEqual(['student@example.com', '', '', '', '', cs, '']);
    // The template as downloaded checks clean once its blanks are filled.
    const filled = rows
      .slice(1)
      .map((row) => (row[0] === 'student@example.com' ? [row[0], 8, 90, 90, 0, cs, 2025] : row));
    const body = await preview(recordsCsv(filled));
    expect(body.problems).toEqual([]);
    expect(body).toMatchObject({ newRecords: 1, unchangedRecords: 36 });
  });
});

it('the student sees the placement office has not entered their record (D28)', async () => {
  stub.store.academicRecords.delete(1004);
  const student = await stub.tokenOf('student');
  const jobs = await stub.ok(jobRoutes.studentJobs, {
    token: student,
    query: { eligibility: 'notEligible' },
  });
  const reasons = jobs.items.flatMap((item) => item.eligibility.reasons);
  expect(reasons).toContainEqual({
    code: 'NO_RECORD',
    message: 'The placement office has not entered your academic record yet',
    limit: null,
  });
});
