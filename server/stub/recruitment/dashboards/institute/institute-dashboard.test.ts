import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  InstituteDashboardResponse,
  placementReportColumns,
} from '#openapi/dashboard-institute.ts';
import * as instituteRoutes from '#openapi/routes/dashboard-institute.gen.ts';
import {
  type Person,
  people,
  type RecruitmentStub,
  recruitmentStub,
} from '../../../test-support/recruitment.ts';
import { expectContract, expectInvalidField } from '../../../test-support/stub.ts';
import { formulaName, tamilName, useOrgDashboardsFixture } from '../org-dashboards-fixture.ts';

// The institute's dashboard and placement report (D25, D30) on the fixture of
// org-dashboards-fixture.ts: institute 1's 2025 students are s1, s2, s3 and s6; s1 (₹6 L), s2
// (₹12 L, from company 2) and s3 (₹8 L) are placed; every figure below is counted by hand.

const CS = 'B.E. Computer Science — Final year';
const ECE = 'B.E. Electronics and Communication — Final year';
const MCA = 'MCA — Final year';

/** A class (section null) or section row: name, then students, placed, rate, median, highest, applications. */
type Row = [
  string,
  string | null,
  number,
  number,
  number | null,
  number | null,
  number | null,
  number,
];

/** One student of the filter, not placed, with one application. */
const oneUnplaced = {
  students: 1,
  placed: 0,
  placementRate: 0,
  medianCtc: null,
  highestCtc: null,
  applications: 1,
};

describe('the institute dashboard (D25, D30)', () => {
  let stub: RecruitmentStub;
  beforeAll(async () => {
    stub = await recruitmentStub();
    useOrgDashboardsFixture(stub.store);
  }, 30_000);

  const dashboard = async (person: Person, query: Record<string, string | number> = {}) =>
    stub.call(instituteRoutes.instituteDashboard, {
      token: await stub.tokenOf(person),
      query: query as never,
    });
  const bodyOf = async (person: Person, query: Record<string, string | number> = {}) => {
    const { json } = await dashboard(person, query);
    expect(json.status, json.message).toBe(true);
    expectContract(InstituteDashboardResponse, json);
    return (json as InstituteDashboardResponse).body;
  };
  const rows = (body: InstituteDashboardResponse['body']): Row[] =>
    body.byClass.map((row) => [
      row.className,
      row.sectionName,
      row.students,
      row.placed,
      row.placementRate,
      row.medianCtc,
      row.highestCtc,
      row.applications,
    ]);

  it('gives the placement figures of the final year, by class and section, company and job', async () => {
    const body = await bodyOf('instituteAdmin');
    expect(body.institute).toEqual({
      instituteID: 1,
      name: 'Kaveri Institute of Technology, Chennai',
    });
    expect([body.graduationYear, body.graduationYears, body.classID, body.sectionID]).toEqual([
      2025,
      [2025, 2026],
      null,
      null,
    ]);
    // 3 placed of 4: 75%; CTCs 6, 8, 12 → median 8; applications 2 + 2 + 2 + 0.
    expect(body.totals).toEqual({
      students: 4,
      placed: 3,
      placementRate: 75,
      medianCtc: 8,
      highestCtc: 12,
      applications: 6,
    });
    expect(rows(body)).toEqual([
      [CS, null, 2, 2, 100, 9, 12, 4],
      [CS, 'A', 1, 1, 100, 6, 6, 2],
      [CS, 'B', 1, 1, 100, 12, 12, 2],
      [CS, 'C', 0, 0, null, null, null, 0],
      [ECE, null, 1, 1, 100, 8, 8, 2],
      [ECE, 'A', 1, 1, 100, 8, 8, 2],
      [ECE, 'B', 0, 0, null, null, null, 0],
      [MCA, null, 1, 0, 0, null, null, 0],
      [MCA, 'A', 1, 0, 0, null, null, 0],
      [MCA, 'B', 0, 0, null, null, null, 0],
    ]);
    expect(body.byCompany).toEqual([
      { CompanyID: 1, name: 'Nilgiri Software Labs', applications: 4, placed: 2 },
      { CompanyID: 2, name: 'Sindhu Fintech', applications: 2, placed: 1 },
    ]);
    expect(
      body.byJob.map((row) => [row.title, row.companyName, row.applications, row.placed]),
    ).toEqual([
      ['Analyst Trainee', 'Nilgiri Software Labs', 2, 1],
      ['Backend Engineer', 'Nilgiri Software Labs', 2, 1],
      ['Credit Analyst', 'Sindhu Fintech', 2, 1],
    ]);
  });

  it('narrows to a class and section, and to another graduation year (D25)', async () => {
    const section = await bodyOf('instituteAdmin', { classID: 1, sectionID: 2 });
    expect(section.totals).toEqual({
      students: 1,
      placed: 1,
      placementRate: 100,
      medianCtc: 12,
      highestCtc: 12,
      applications: 2,
    });
    expect(rows(section)).toEqual([
      [CS, null, 1, 1, 100, 12, 12, 2],
      [CS, 'B', 1, 1, 100, 12, 12, 2],
    ]);
    expect(section.byCompany.map((row) => [row.name, row.applications, row.placed])).toEqual([
      ['Nilgiri Software Labs', 1, 0],
      ['Sindhu Fintech', 1, 1],
    ]);
    const later = await bodyOf('instituteAdmin', { graduationYear: 2026 });
    expect(later.totals).toEqual(oneUnplaced);
  });

  it("gives the other institute's admin only their students (D22)", async () => {
    const body = await bodyOf('otherInstituteAdmin');
    expect(body.institute.instituteID).toBe(2);
    expect(body.totals).toEqual(oneUnplaced);
  });

  it('names the field of a filter outside the institute', async () => {
    expectInvalidField((await dashboard('instituteAdmin', { classID: 4 })) as never, '/classID');
    expectInvalidField(
      (await dashboard('instituteAdmin', { classID: 1, sectionID: 4 })) as never,
      '/sectionID',
    );
    expectInvalidField((await dashboard('instituteAdmin', { sectionID: 1 })) as never, '/classID');
    expectInvalidField(
      (await dashboard('instituteAdmin', { graduationYear: 'next' })) as never,
      '/graduationYear',
    );
  });

  const report = async (person: Person, query: Record<string, string | number> = {}) => {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]) => [key, String(value)]),
    );
    return stub.stub.app.request(`/dashboard/v1/placementReportCsv?${search}`, {
      headers: {
        Authorization: `Bearer ${await stub.tokenOf(person)}`,
        'X-Client-Version': '2.1.18',
      },
    });
  };

  it('exports the placement report as RFC 4180 CSV with a BOM, CRLF and formulas defused', async () => {
    const response = await report('instituteAdmin');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="placement-report-2025.csv"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\r\n')).toHaveLength(1 + 4 + 1);
    const [header, ...records] = parse(text) as string[][];
    expect(header).toEqual([...placementReportColumns]);
    // By class, section, then name: s1, s2 (class 1), s3 (class 2), s6 (class 3).
    expect(records).toEqual([
      [
        tamilName,
        'student9001@fixture.example.com',
        CS,
        'A',
        '2025',
        '8',
        '2',
        'yes',
        'Nilgiri Software Labs',
        'Analyst Trainee',
        '6',
      ],
      [
        `'${formulaName}`,
        'student9002@fixture.example.com',
        CS,
        'B',
        '2025',
        '8',
        '2',
        'yes',
        'Sindhu Fintech',
        'Credit Analyst',
        '12',
      ],
      [
        'Divya Krishnan',
        'student9003@fixture.example.com',
        ECE,
        'A',
        '2025',
        '8',
        '2',
        'yes',
        'Nilgiri Software Labs',
        'Backend Engineer',
        '8',
      ],
      [
        'Meena Shanmugam',
        'student9006@fixture.example.com',
        MCA,
        'A',
        '2025',
        '8',
        '0',
        'no',
        '',
        '',
        '',
      ],
    ]);
  });

  it("reports the dashboard's filter: a section's students only", async () => {
    const [, ...records] = parse(
      await (await report('instituteAdmin', { classID: 1, sectionID: 1 })).text(),
      {
        bom: true,
      },
    ) as string[][];
    expect(records.map((record) => record[0])).toEqual([tamilName]);
  });

  it('refuses the dashboard and the report to every other role with ROLE_NOT_ALLOWED', async () => {
    const others = (Object.keys(people) as Person[]).filter(
      (person) => person !== 'instituteAdmin' && person !== 'otherInstituteAdmin',
    );
    for (const person of others) {
      const { json } = await dashboard(person);
      expect([person, json]).toMatchObject([person, { status: false, code: 'ROLE_NOT_ALLOWED' }]);
      const refused = await report(person);
      expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
      expect([person, await refused.json()]).toMatchObject([
        person,
        { status: false, code: 'ROLE_NOT_ALLOWED' },
      ]);
    }
  });
});
