import { beforeEach, describe, expect, it } from 'vitest';
import { RecordStudentResponse, RecordStudentsResponse } from '#openapi/records.ts';
import * as recordRoutes from '#openapi/routes/records.gen.ts';
import { base64Of, recordsCsv } from '../../test-support/records.ts';
import {
  type Person,
  people,
  type RecruitmentStub,
  recruitmentStub,
} from '../../test-support/recruitment.ts';
import { expectContract, start } from '../../test-support/stub.ts';

// The institute's students and their records (D28): the list, one record's edit and its history,
// and who may call what. student@ (1004) is institute 1's, in class 1; 3101 is institute 2's.

const studentID = 1004;
const otherInstituteStudentID = 3101;

const validEdit = {
  UserID: studentID,
  cgpa: 8.75,
  tenthPercent: 93,
  twelfthPercent: 90.5,
  activeBacklogs: 0,
  classID: 2,
  graduationYear: 2025,
};

let stub: RecruitmentStub;
beforeEach(async () => {
  stub = await recruitmentStub();
});

describe('the students list', () => {
  it("lists the institute's students only, each with their record, sorted by name", async () => {
    const token = await stub.tokenOf('instituteAdmin');
    const { json } = await stub.call(recordRoutes.recordStudents, {
      token,
      query: { pageSize: 100 },
    });
    expectContract(RecordStudentsResponse, json);
    const page = (
      json as { body: { items: { UserID: number; displayName: string }[]; total: number } }
    ).body;
    const instituteOne = [...stub.store.users.values()].filter(
      (user) => user.userTypeName === 'Student' && user.instituteID === 1,
    );
    expect(page.total).toBe(instituteOne.length);
    expect(page.items.map((item) => item.UserID).sort()).toEqual(
      instituteOne.map((user) => user.UserID).sort(),
    );
    const names = page.items.map((item) => item.displayName.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('searches by name or email and filters by class, section, graduation year, record and placement', async () => {
    const token = await stub.tokenOf('instituteAdmin');
    const bySearch = await stub.ok(recordRoutes.recordStudents, {
      token,
      query: { search: 'STUDENT@EXAMPLE' },
    });
    expect(bySearch.items.map((item) => item.UserID)).toEqual([studentID]);

    const byClass = await stub.ok(recordRoutes.recordStudents, {
      token,
      query: { classID: 2, pageSize: 100 },
    });
    expect(byClass.total).toBe(10);
    expect(byClass.items.every((item) => item.classID === 2)).toBe(true);

    const student = stub.store.users.get(studentID);
    const bySection = await stub.ok(recordRoutes.recordStudents, {
      token,
      query: { sectionID: student?.sectionID ?? 0, pageSize: 100 },
    });
    expect(bySection.items.every((item) => item.sectionID === student?.sectionID)).toBe(true);
    expect(bySection.items.map((item) => item.UserID)).toContain(studentID);

    stub.store.academicRecords.delete(studentID);
    const without = await stub.ok(recordRoutes.recordStudents, {
      token,
      query: { record: 'without' },
    });
    expect(without.items.map((item) => item.UserID)).toEqual([studentID]);
    expect(without.items[0]?.record).toBeNull();
    const byYear = await stub.ok(recordRoutes.recordStudents, {
      token,
      query: { graduationYear: 2025, pageSize: 100 },
    });
    expect(byYear.total).toBe(36);

    const placed = await stub.ok(recordRoutes.recordStudents, {
      token,
      query: { placed: 'placed', pageSize: 100 },
    });
    const placedIDs = [...stub.store.applications.values()]
      .filter((row) => row.stage === 'offerAccepted')
      .map((row) => row.UserID)
      .filter((id) => stub.store.users.get(id)?.instituteID === 1);
    expect(placed.items.map((item) => item.UserID).sort()).toEqual([...new Set(placedIDs)].sort());
    expect(placed.items.every((item) => item.placed)).toBe(true);
    const notPlaced = await stub.ok(recordRoutes.recordStudents, {
      token,
      query: { placed: 'notPlaced', pageSize: 1 },
    });
    expect(notPlaced.total + placed.total).toBe(37);
  });

  it('pages and sorts by CGPA, highest first', async () => {
    const token = await stub.tokenOf('instituteAdmin');
    const first = await stub.ok(recordRoutes.recordStudents, {
      token,
      query: { sort: 'cgpa', order: 'desc', pageSize: 5 },
    });
    const second = await stub.ok(recordRoutes.recordStudents, {
      token,
      query: { sort: 'cgpa', order: 'desc', pageSize: 5, page: 2 },
    });
    const cgpas = [...first.items, ...second.items].map((item) => item.record?.cgpa ?? -1);
    expect(cgpas).toEqual([...cgpas].sort((a, b) => b - a));
    expect(first.items.map((item) => item.UserID)).not.toContain(second.items[0]?.UserID);
  });
});

describe('one record', () => {
  it('is saved with its class, and the change kept with who, when, before and after', async () => {
    const token = await stub.tokenOf('instituteAdmin');
    const { json } = await stub.call(recordRoutes.recordUpdate, { token, body: validEdit });
    expectContract(RecordStudentResponse, json);
    expect(json).toMatchObject({ status: true, message: 'Record saved' });
    expect(stub.store.academicRecords.get(studentID)).toEqual({
      cgpa: 8.75,
      tenthPercent: 93,
      twelfthPercent: 90.5,
      activeBacklogs: 0,
      graduationYear: 2025,
    });
    expect(stub.store.users.get(studentID)).toMatchObject({ classID: 2, sectionID: null });

    const history = await stub.ok(recordRoutes.recordHistory, {
      token,
      query: { UserID: studentID },
    });
    expect(history.total).toBe(1);
    expect(history.items[0]).toEqual({
      at: new Date(start).toISOString(),
      by: { UserID: stub.store.users.get(1003)?.UserID ?? 1003, displayName: expect.any(String) },
      source: 'edit',
      before: {
        cgpa: 8.2,
        tenthPercent: 91.4,
        twelfthPercent: 88.6,
        activeBacklogs: 0,
        graduationYear: 2025,
        className: 'B.E. Computer Science — Final year',
      },
      after: {
        cgpa: 8.75,
        tenthPercent: 93,
        twelfthPercent: 90.5,
        activeBacklogs: 0,
        graduationYear: 2025,
        className: 'B.E. Electronics and Communication — Final year',
      },
    });
    const got = await stub.ok(recordRoutes.recordGet, { token, query: { UserID: studentID } });
    expect(got.recordUpdatedAt).toBe(new Date(start).toISOString());
  });

  it('keeps no change when nothing changed, and lists changes newest first', async () => {
    const token = await stub.tokenOf('instituteAdmin');
    await stub.ok(recordRoutes.recordUpdate, { token, body: validEdit });
    const again = await stub.call(recordRoutes.recordUpdate, { token, body: validEdit });
    expect(again.json.message).toBe('Nothing changed');
    stub.advance(60_000);
    await stub.ok(recordRoutes.recordUpdate, { token, body: { ...validEdit, cgpa: 9 } });
    const history = await stub.ok(recordRoutes.recordHistory, {
      token,
      query: { UserID: studentID },
    });
    expect(history.items.map((item) => item.after.cgpa)).toEqual([9, 8.75]);
  });

  it('refuses a class of another institute and writes nothing', async () => {
    const token = await stub.tokenOf('instituteAdmin');
    const { json } = await stub.call(recordRoutes.recordUpdate, {
      token,
      body: { ...validEdit, classID: 4 },
    });
    expect(json).toMatchObject({
      status: false,
      code: 'CLASS_NOT_OF_INSTITUTE',
      message: 'That class is not one of your institute’s',
    });
    expect(stub.store.academicRecords.get(studentID)?.cgpa).toBe(8.2);
    expect(stub.store.recordHistory.size).toBe(0);
  });

  it.each([
    ['cgpa', 10.1],
    ['tenthPercent', 100.5],
    ['twelfthPercent', -1],
    ['activeBacklogs', 51],
    ['graduationYear', 1999],
  ])('answers 400 naming %s when it is out of bounds (%s)', async (field, value) => {
    const token = await stub.tokenOf('instituteAdmin');
    const { status, json } = await stub.call(recordRoutes.recordUpdate, {
      token,
      body: { ...validEdit, [field]: value },
    });
    expect(status).toBe(400);
    expect(JSON.stringify(json)).toContain(`/${field}`);
  });
});

type Expected = 'ok' | 'ROLE_NOT_ALLOWED' | 'STUDENT_NOT_FOUND' | 'UNAUTHORIZED';

/** Every call of the area, sent on institute 1's student where it names one. */
const calls: Record<
  keyof typeof recordRoutes,
  (token: string) => Promise<{ status: number; json: unknown }>
> = {
  recordStudents: (token) => stub.call(recordRoutes.recordStudents, { token, query: {} }),
  recordGet: (token) => stub.call(recordRoutes.recordGet, { token, query: { UserID: studentID } }),
  recordUpdate: (token) => stub.call(recordRoutes.recordUpdate, { token, body: validEdit }),
  recordHistory: (token) =>
    stub.call(recordRoutes.recordHistory, { token, query: { UserID: studentID } }),
  recordsTemplateCsv: async (token) => {
    const response = await stub.stub.app.request(`/${recordRoutes.recordsTemplateCsv.path}`, {
      headers: { Authorization: token ? `Bearer ${token}` : '' },
    });
    const text = await response.text();
    return {
      status: response.status,
      json: response.headers.get('content-type')?.startsWith('text/csv')
        ? { status: true }
        : JSON.parse(text),
    };
  },
  recordsImportPreview: (token) =>
    stub.call(recordRoutes.recordsImportPreview, {
      token,
      body: {
        file: base64Of(
          recordsCsv([['student@example.com', 8, 90, 90, 0, 'MCA — Final year', 2025]]),
        ),
      },
    }),
  recordsImportConfirm: (token) =>
    stub.call(recordRoutes.recordsImportConfirm, { token, body: { importID: 'none' } }),
};

const refusedRoles: Person[] = [
  'student',
  'poster',
  'colleague',
  'clientAdmin',
  'member',
  'otherRecruiter',
];

describe('who may call the records area (D22, D28)', () => {
  for (const [name, send] of Object.entries(calls)) {
    for (const person of refusedRoles) {
      it(`${name}: ${person} is refused with ROLE_NOT_ALLOWED and nothing changes`, async () => {
        const token = await stub.tokenOf(person);
        const records = JSON.stringify([...stub.store.academicRecords]);
        const { status, json } = await send(token);
        expect(status).toBe(200);
        expect(json).toMatchObject({ status: false, code: 'ROLE_NOT_ALLOWED' });
        expect(JSON.stringify([...stub.store.academicRecords])).toBe(records);
        expect(stub.store.recordImports.size).toBe(0);
      });
    }
    it(`${name}: without a session is 401`, async () => {
      const { status } = await send('');
      expect(status).toBe(401);
    });
  }

  const otherAdmin: Record<string, Expected> = {
    recordGet: 'STUDENT_NOT_FOUND',
    recordUpdate: 'STUDENT_NOT_FOUND',
    recordHistory: 'STUDENT_NOT_FOUND',
  };
  for (const [name, expected] of Object.entries(otherAdmin)) {
    it(`${name}: another institute's admin is refused with ${expected}`, async () => {
      const token = await stub.tokenOf('otherInstituteAdmin');
      const { json } = await calls[name as keyof typeof calls](token);
      expect(json).toMatchObject({
        status: false,
        code: expected,
        message: 'No such student at your institute',
      });
      expect(stub.store.academicRecords.get(studentID)?.cgpa).toBe(8.2);
    });
  }

  it("the admin's own calls on their institute's student succeed", async () => {
    const token = await stub.tokenOf('instituteAdmin');
    for (const name of [
      'recordStudents',
      'recordGet',
      'recordUpdate',
      'recordHistory',
      'recordsTemplateCsv',
      'recordsImportPreview',
    ] as const) {
      const { json } = await calls[name](token);
      expect(json, name).toMatchObject({ status: true });
    }
    const { json } = await calls.recordsImportConfirm(token);
    expect(json).toMatchObject({ status: false, code: 'IMPORT_NOT_FOUND' });
  });

  it("another institute's admin lists only their own students and cannot open institute 1's", async () => {
    const token = await stub.tokenOf('otherInstituteAdmin');
    const page = await stub.ok(recordRoutes.recordStudents, { token, query: { pageSize: 100 } });
    expect(page.items.every((item) => stub.store.users.get(item.UserID)?.instituteID === 2)).toBe(
      true,
    );
    expect(page.items.map((item) => item.UserID)).toContain(otherInstituteStudentID);
  });
});

it('names every seeded account it uses', () => {
  expect(people.otherInstituteAdmin).toBe('instituteadmin2@example.com');
});
