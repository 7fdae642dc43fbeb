import { beforeAll, describe, expect, it } from 'vitest';
import { ProfileResponse } from '#openapi/profiles.ts';
import * as profileRoutes from '#openapi/routes/profiles.gen.ts';
import {
  fingerprint,
  institute1Applicant,
  type Person,
  type RecruitmentStub,
  recruitmentStub,
} from '../../test-support/recruitment.ts';
import { expectContract, expectInvalidField } from '../../test-support/stub.ts';

// Profiles (D20, D22) on the stub backend.

describe('who sees a profile (D22)', () => {
  let stub: RecruitmentStub;
  let applicantID: number;
  beforeAll(async () => {
    stub = await recruitmentStub();
    applicantID = institute1Applicant(stub.store).UserID;
  });

  const profileFor = async (person: Person, UserID: number) =>
    stub.call(profileRoutes.profileGet, { token: await stub.tokenOf(person), query: { UserID } });

  it('shows the owner their record, profile, applications and tests', async () => {
    const { json } = await profileFor('student', 1004);
    expectContract(ProfileResponse, json);
    if (!json.status) throw new Error(json.message);
    expect(json.body).toMatchObject({
      UserID: 1004,
      role: 'Student',
      own: true,
      placed: false,
      institute: { id: 1, name: 'Kaveri Institute of Technology, Chennai' },
      className: 'B.E. Computer Science — Final year',
      sectionName: 'A',
      company: null,
      academicRecord: {
        cgpa: 8.2,
        tenthPercent: 91.4,
        twelfthPercent: 88.6,
        activeBacklogs: 0,
        branch: 'B.E. Computer Science — Final year',
        graduationYear: 2025,
      },
      studentProfile: {
        hackerRankBadges: [
          { name: 'Problem Solving', stars: 4 },
          { name: 'Java', stars: 3 },
          { name: 'SQL', stars: 2 },
        ],
      },
    });
    expect(json.body.applications).toHaveLength(3);
  });

  it("shows a company's people its applicants, with their applications to that company only", async () => {
    const both = [...stub.store.applicationsByStudent.entries()].find(([, rows]) => {
      const companies = new Set(rows.map((row) => stub.store.jobs.get(row.JobID)?.CompanyID));
      return companies.has(1) && companies.has(2);
    });
    if (!both) throw new Error('the seed has no student who applied to both companies');
    const [UserID, rows] = both;
    for (const [person, company] of [
      ['poster', 1],
      ['clientAdmin', 1],
      ['otherRecruiter', 2],
    ] as const) {
      const { json } = await profileFor(person, UserID);
      if (!json.status) throw new Error(`${person}: ${json.message}`);
      const ofCompany = rows.filter((row) => stub.store.jobs.get(row.JobID)?.CompanyID === company);
      expect(json.body.applications.map((a) => a.ApplicationID).sort()).toEqual(
        ofCompany.map((row) => row.ApplicationID).sort(),
      );
      for (const test of json.body.tests) {
        expect(test.JobID && stub.store.jobs.get(test.JobID)?.CompanyID).toBe(company);
      }
      expect(json.body.own).toBe(false);
    }
  });

  it('shows the institute admin every student of the institute, and nobody else', async () => {
    const own = await profileFor('instituteAdmin', applicantID);
    expect(own.json.status).toBe(true);
    const other = await profileFor('otherInstituteAdmin', applicantID);
    expect(other.json).toMatchObject({ status: false, code: 'PROFILE_NOT_SHARED' });
  });

  it.each([
    ['a student, of a classmate', 'student'],
    ['the member with no role', 'member'],
    ['a company the student never applied to', 'otherRecruiter'],
  ] as const)('is not shared with %s', async (_case, person) => {
    const before = fingerprint(stub.store);
    const { json } = await profileFor(person, applicantID);
    expect(json).toMatchObject({
      status: false,
      code: 'PROFILE_NOT_SHARED',
      message: 'This profile is not shared with you',
    });
    expect(fingerprint(stub.store)).toBe(before);
  });

  it('is not shared for a user who does not exist, nor for a recruiter’s own colleague', async () => {
    expect((await profileFor('poster', 999_999)).json).toMatchObject({
      code: 'PROFILE_NOT_SHARED',
    });
    expect((await profileFor('poster', 2001)).json).toMatchObject({ code: 'PROFILE_NOT_SHARED' });
  });

  it('shows a recruiter their own, with their company and no student parts', async () => {
    const { json } = await profileFor('poster', 1001);
    expect(json).toMatchObject({
      status: true,
      body: {
        own: true,
        role: 'Recruiter',
        company: { CompanyID: 1, name: 'Nilgiri Software Labs' },
        academicRecord: null,
        studentProfile: null,
        applications: [],
      },
    });
  });
});

describe('the student keeping their profile (D20)', () => {
  let stub: RecruitmentStub;
  let token: string;
  beforeAll(async () => {
    stub = await recruitmentStub();
    token = await stub.tokenOf('student');
  });

  it('replaces it, tidied, and leaves the academic record alone', async () => {
    const record = JSON.stringify(stub.store.academicRecords.get(1004));
    const profile = await stub.ok(profileRoutes.profileUpdate, {
      token,
      body: {
        skills: [' Go ', 'go', 'Rust'],
        preferredLocations: ['Hyderabad'],
        preferredJobTypes: ['fullTime', 'internshipPpo'],
        hackerRankBadges: [{ name: ' Python ', stars: 5 }],
        summary: '  Systems programmer in the making.  ',
      },
    });
    expect(profile.studentProfile).toEqual({
      skills: ['Go', 'Rust'],
      preferredLocations: ['Hyderabad'],
      preferredJobTypes: ['fullTime', 'internshipPpo'],
      hackerRankBadges: [{ name: 'Python', stars: 5 }],
      summary: 'Systems programmer in the making.',
    });
    expect(JSON.stringify(stub.store.academicRecords.get(1004))).toBe(record);
  });

  it.each([
    [
      'a badge listed twice',
      {
        hackerRankBadges: [
          { name: 'SQL', stars: 1 },
          { name: 'sql', stars: 2 },
        ],
      },
      '/hackerRankBadges/1/name',
    ],
    ['seven stars', { hackerRankBadges: [{ name: 'SQL', stars: 7 }] }, '/hackerRankBadges/0/stars'],
    ['31 skills', { skills: Array.from({ length: 31 }, (_, i) => `Skill ${i}`) }, '/skills'],
    ['an unknown job type', { preferredJobTypes: ['gig'] }, '/preferredJobTypes/0'],
    ['a summary past 1000 characters', { summary: 'x'.repeat(1001) }, '/summary'],
  ])('answers 400 for %s and keeps the profile', async (_case, overrides, field) => {
    const before = fingerprint(stub.store);
    const result = await stub.raw('POST', '/profiles/v1/update', {
      token,
      body: {
        skills: [],
        preferredLocations: [],
        preferredJobTypes: [],
        hackerRankBadges: [],
        summary: '',
        ...overrides,
      },
    });
    expectInvalidField(result, field);
    expect(fingerprint(stub.store)).toBe(before);
  });
});
