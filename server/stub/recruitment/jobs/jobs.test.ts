import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelope } from '#openapi/envelope.ts';
import {
  CompanyJobsResponse,
  InstituteJobsResponse,
  JobDetailResponse,
  StudentJobsResponse,
} from '#openapi/jobs.ts';
import * as jobRoutes from '#openapi/routes/jobs.gen.ts';
import { seedStore } from '../../seed.ts';
import {
  closedJobID,
  draftJobID,
  fingerprint,
  jobInput,
  jobOf,
  openJobID,
  type RecruitmentStub,
  recruitmentStub,
} from '../../test-support/recruitment.ts';
import { expectContract, expectInvalidField, start } from '../../test-support/stub.ts';

// Jobs on the stub backend (D13, D19, D20, D23): the seed, posting and editing, publishing, closing
// and reopening, and each role's list. The clock stands at 15 January 2025, 09:00 UTC.

const day = 24 * 60 * 60 * 1000;

describe('the recruitment seed', () => {
  const store = seedStore(start);
  const users = [...store.users.values()];

  it('has two companies, each with a client admin and two recruiters', () => {
    for (const CompanyID of [1, 2]) {
      const staff = users.filter((user) => store.companyOf.get(user.UserID) === CompanyID);
      expect(staff.filter((user) => user.userTypeName === 'ClientAdmin')).toHaveLength(1);
      expect(staff.filter((user) => user.userTypeName === 'Recruiter')).toHaveLength(2);
    }
    expect(store.companyOf.get(1001)).toBe(1);
    expect(store.companyOf.get(1002)).toBe(1);
  });

  it('keeps the older accounts as they were', () => {
    const byEmail = (email: string) => users.find((user) => user.email === email);
    expect(byEmail('recruiter@example.com')).toMatchObject({
      UserID: 1001,
      userTypeName: 'Recruiter',
    });
    expect(byEmail('instituteadmin@example.com')).toMatchObject({ UserID: 1003, instituteID: 1 });
    expect(byEmail('student@example.com')).toMatchObject({ UserID: 1004, userTypeName: 'Student' });
    expect(byEmail('student2@example.com')).toMatchObject({
      UserID: 1005,
      userTypeName: 'Student',
    });
    expect(byEmail('member@example.com')).toMatchObject({ UserID: 1006, userTypeName: '' });
  });

  it('has two colleges of 36 students each across classes and sections, every one with a record', () => {
    for (const instituteID of [1, 2]) {
      const students = users.filter(
        (user) => user.userTypeName === 'Student' && user.instituteID === instituteID,
      );
      expect(students.length).toBeGreaterThanOrEqual(36);
      expect(new Set(students.map((user) => user.classID)).size).toBe(3);
      expect(new Set(students.map((user) => user.sectionID)).size).toBeGreaterThanOrEqual(7);
      for (const student of students)
        expect(store.academicRecords.get(student.UserID)).toBeDefined();
    }
    expect(users.filter((user) => user.userTypeName === 'Student').length).toBeGreaterThanOrEqual(
      60,
    );
    expect(new Set(users.map((user) => user.email)).size).toBe(users.length);
  });

  it('has at least twelve jobs of every status', () => {
    for (const status of ['draft', 'open', 'closed']) {
      const jobs = [...store.jobs.values()].filter((job) => job.status === status);
      expect(jobs.length, status).toBeGreaterThanOrEqual(12);
    }
  });

  it('has at least 150 applications over every stage, with a result past the test and offers accepted', () => {
    const applications = [...store.applications.values()];
    expect(applications.length).toBeGreaterThanOrEqual(150);
    const stages = new Set(applications.map((application) => application.stage));
    expect([...stages].sort()).toEqual(
      [
        'applied',
        'testAssigned',
        'testCompleted',
        'shortlisted',
        'interview',
        'offered',
        'offerAccepted',
        'offerDeclined',
        'rejected',
        'withdrawn',
      ].sort(),
    );
    for (const application of applications) {
      const job = jobOf(store, application.JobID);
      const tookTest = application.history.some((entry) => entry.stage === 'testCompleted');
      expect(application.outcome !== null, `application ${application.ApplicationID}`).toBe(
        tookTest,
      );
      if (tookTest) expect(job.assessment).not.toBeNull();
    }
    expect(applications.filter((a) => a.stage === 'offerAccepted').length).toBeGreaterThanOrEqual(
      3,
    );
  });

  it('is the same on every start', () => {
    const again = seedStore(start);
    const shape = (s: typeof store) =>
      JSON.stringify({
        jobs: [...s.jobs.values()],
        // Test session ids are random on purpose: they must not be guessed.
        applications: [...s.applications.values()].map(({ outcome, ...application }) => ({
          ...application,
          outcome: outcome && { ...outcome, TestSessionID: '' },
        })),
        users: [...s.users.values()].map(({ passwordHash: _, ...user }) => user),
      });
    expect(shape(again)).toBe(shape(store));
  });

  it('hashes the demo password once for every account it adds', () => {
    const added = users.filter((user) => user.UserID >= 2000);
    expect(new Set(added.map((user) => user.passwordHash)).size).toBe(1);
  });

  it.each(['kavya.natarajan@kaveri.example.com', 'sai.kiran.chowdary@deccan.example.com'])(
    'has %s as the README says: placed, a test to take and an offer to answer',
    (email) => {
      const student = users.find((user) => user.email === email);
      const stages = (store.applicationsByStudent.get(student?.UserID ?? 0) ?? []).map(
        (a) => a.stage,
      );
      expect(student?.userTypeName).toBe('Student');
      expect(stages).toEqual(expect.arrayContaining(['offerAccepted', 'testAssigned', 'offered']));
    },
  );

  it('leaves student@ and student2@ the tests they had', () => {
    const assigned = (UserID: number) =>
      store.tasks.filter((task) => task.assignedTo.includes(UserID)).map((task) => task.TaskID);
    expect(assigned(1004)).toEqual([101, 102, 103]);
    expect(assigned(1005)).toEqual([102, 103]);
  });
});

describe('posting and editing a job', () => {
  let stub: RecruitmentStub;
  let poster: string;
  beforeAll(async () => {
    stub = await recruitmentStub();
    poster = await stub.tokenOf('poster');
  });

  it('saves a draft of the recruiter’s company with a slug, tidy tags and a cleaned description', async () => {
    const { json } = await stub.call(jobRoutes.jobCreate, {
      token: poster,
      body: jobInput({
        title: '  Data Analyst (Chennai)  ',
        skills: ['SQL', ' sql ', 'Python', ''].filter(Boolean),
        description:
          '<h2>About</h2><p onclick="x()">We <b>grow</b></p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">bad</a><a href="https://nilgiri.example.com">site</a>',
      }),
    });
    expectContract(JobDetailResponse, json);
    if (!json.status) throw new Error(json.message);
    const { job, access } = json.body;
    expect(job).toMatchObject({
      title: 'Data Analyst (Chennai)',
      status: 'draft',
      company: { CompanyID: 1, name: 'Nilgiri Software Labs' },
      postedBy: { UserID: 1001 },
      skills: ['SQL', 'Python'],
      publishedAt: null,
    });
    expect(job.slug).toBe(`data-analyst-chennai-${job.JobID}`);
    expect(job.description).toBe(
      '<h2>About</h2><p>We <b>grow</b></p><a target="_blank" rel="noopener noreferrer nofollow">bad</a><a href="https://nilgiri.example.com" target="_blank" rel="noopener noreferrer nofollow">site</a>',
    );
    expect(access).toEqual({ edit: true, changeStatus: true, moveCandidates: true, apply: false });
    const colleague = await stub.ok(jobRoutes.jobGet, {
      token: await stub.tokenOf('colleague'),
      query: { slug: job.slug },
    });
    expect(colleague.access).toEqual({
      edit: false,
      changeStatus: false,
      moveCandidates: false,
      apply: false,
    });
    const student = await stub.call(jobRoutes.jobGet, {
      token: await stub.tokenOf('student'),
      query: { slug: job.slug },
    });
    expect(student.json).toMatchObject({ status: false, code: 'JOB_NOT_FOUND' });
  });

  it.each([
    ['a title of spaces', { title: '     ' }, '/title'],
    ['no location', { locations: [] }, '/locations'],
    ['a CTC range upside down', { ctc: { min: 9, max: 6 } }, '/ctc/min'],
    ['experience upside down', { experience: { min: 3, max: 1 } }, '/experience/min'],
    ['an unknown job type', { jobType: 'freelance' }, '/jobType'],
    [
      'an unknown institute',
      { eligibility: { ...jobInput().eligibility, instituteIDs: [99] } },
      '/eligibility/instituteIDs/0',
    ],
    [
      'a class of another institute',
      { eligibility: { ...jobInput().eligibility, classIDs: [7] } },
      '/eligibility/classIDs/0',
    ],
    [
      'a CGPA above 10',
      { eligibility: { ...jobInput().eligibility, minCGPA: 11 } },
      '/eligibility/minCGPA',
    ],
    [
      'an unknown course',
      { assessment: { CourseID: 42, durationMinutes: 30 } },
      '/assessment/CourseID',
    ],
    [
      'a 2-minute test',
      { assessment: { CourseID: 1, durationMinutes: 2 } },
      '/assessment/durationMinutes',
    ],
    ['a cut-off without a test', { assessment: null, minScore: 40 }, '/minScore'],
    ['a deadline that is not a date', { deadline: 'next Friday' }, '/deadline'],
    ['a description past 20,000 characters', { description: 'x'.repeat(20_001) }, '/description'],
  ])('answers 400 for %s, naming %s, and saves nothing', async (_case, overrides, field) => {
    const before = fingerprint(stub.store);
    const result = await stub.raw('POST', '/jobs/v1/create', {
      token: poster,
      body: jobInput(overrides as Parameters<typeof jobInput>[0]),
    });
    expectInvalidField(result, field);
    expect(fingerprint(stub.store)).toBe(before);
  });

  it('replaces the fields, keeps the slug, and lets a draft change its test', async () => {
    const before = jobOf(stub.store, draftJobID);
    const slug = before.slug;
    const detail = await stub.ok(jobRoutes.jobUpdate, {
      token: poster,
      body: {
        JobID: draftJobID,
        ...jobInput({
          title: 'Site Reliability Engineer II',
          assessment: { CourseID: 2, durationMinutes: 90 },
        }),
      },
    });
    expect(detail.job).toMatchObject({
      slug,
      title: 'Site Reliability Engineer II',
      assessment: { CourseID: 2, durationMinutes: 90 },
    });
  });

  it('refuses to change the test of a published job (ASSESSMENT_LOCKED) and changes nothing', async () => {
    const before = fingerprint(stub.store);
    const { json } = await stub.call(jobRoutes.jobUpdate, {
      token: poster,
      body: { JobID: openJobID, ...jobInput({ assessment: { CourseID: 3, durationMinutes: 20 } }) },
    });
    expect(json).toMatchObject({ status: false, code: 'ASSESSMENT_LOCKED' });
    expect(fingerprint(stub.store)).toBe(before);
  });
});

describe('publishing, closing and reopening', () => {
  let stub: RecruitmentStub;
  let poster: string;
  beforeAll(async () => {
    stub = await recruitmentStub();
    poster = await stub.tokenOf('poster');
  });

  const refusedWith = async (
    route: typeof jobRoutes.jobPublish | typeof jobRoutes.jobClose | typeof jobRoutes.jobReopen,
    JobID: number,
    code: string,
  ) => {
    const before = fingerprint(stub.store);
    const { json } = await stub.call(route, { token: poster, body: { JobID } });
    expect(json).toMatchObject({ status: false, code });
    expect(fingerprint(stub.store)).toBe(before);
  };

  it('refuses to publish what is not a draft, or a draft whose deadline has passed', async () => {
    await refusedWith(jobRoutes.jobPublish, openJobID, 'JOB_NOT_DRAFT');
    await refusedWith(jobRoutes.jobPublish, closedJobID, 'JOB_NOT_DRAFT');
    const draft = await stub.ok(jobRoutes.jobCreate, {
      token: poster,
      body: jobInput({ deadline: new Date(start - day).toISOString() }),
    });
    await refusedWith(jobRoutes.jobPublish, draft.job.JobID, 'JOB_DEADLINE_PASSED');
  });

  it('publishes a draft to its institutes and makes its test ready, assigned to nobody yet', async () => {
    const detail = await stub.ok(jobRoutes.jobPublish, {
      token: poster,
      body: { JobID: draftJobID },
    });
    expect(detail.job).toMatchObject({
      status: 'open',
      publishedAt: new Date(start).toISOString(),
    });
    const task = stub.store.tasks.find((candidate) => candidate.JobID === draftJobID);
    expect(task).toMatchObject({ TaskID: 1_000_000 + draftJobID, assignedTo: [] });
    const seen = await stub.ok(jobRoutes.jobGet, {
      token: await stub.tokenOf('instituteAdmin'),
      query: { slug: detail.job.slug },
    });
    expect(seen.job.status).toBe('open');
  });

  it('closes an open job only, and reopens a closed one only', async () => {
    await refusedWith(jobRoutes.jobClose, closedJobID, 'JOB_NOT_OPEN');
    await refusedWith(jobRoutes.jobReopen, openJobID, 'JOB_NOT_CLOSED');
    const closed = await stub.ok(jobRoutes.jobClose, { token: poster, body: { JobID: openJobID } });
    expect(closed.job).toMatchObject({ status: 'closed', closedAt: new Date(start).toISOString() });
    const reopened = await stub.ok(jobRoutes.jobReopen, {
      token: poster,
      body: { JobID: openJobID },
    });
    expect(reopened.job).toMatchObject({ status: 'open', closedAt: null });
  });

  it('reopens a job whose deadline has passed only once it has a later one', async () => {
    await refusedWith(jobRoutes.jobReopen, closedJobID, 'JOB_DEADLINE_PASSED');
    const job = jobOf(stub.store, closedJobID);
    await stub.ok(jobRoutes.jobUpdate, {
      token: poster,
      body: {
        JobID: closedJobID,
        ...jobInput({
          title: job.title,
          assessment: job.assessment,
          minScore: job.minScore,
          deadline: new Date(start + 10 * day).toISOString(),
        }),
      },
    });
    const reopened = await stub.ok(jobRoutes.jobReopen, {
      token: poster,
      body: { JobID: closedJobID },
    });
    expect(reopened.job.status).toBe('open');
  });
});

describe('the company’s jobs (recruiters and client admin)', () => {
  let stub: RecruitmentStub;
  let token: string;
  beforeAll(async () => {
    stub = await recruitmentStub();
    token = await stub.tokenOf('clientAdmin');
  });

  it('pages through all eighteen with no job twice, each with its counts per stage', async () => {
    const seen: number[] = [];
    for (const page of [1, 2, 3, 4]) {
      const { json } = await stub.call(jobRoutes.companyJobs, {
        token,
        query: { page, pageSize: 5, sort: 'title' },
      });
      expectContract(CompanyJobsResponse, json);
      if (!json.status) throw new Error(json.message);
      expect(json.body).toMatchObject({ total: 18, page, pageSize: 5 });
      expect(json.body.statusCounts).toEqual({ draft: 6, open: 6, closed: 6 });
      for (const item of json.body.items) {
        const sum = Object.values(item.stageCounts).reduce((a, b) => a + b, 0);
        expect(sum).toBe(item.applicantCount);
      }
      seen.push(...json.body.items.map((item) => item.job.JobID));
    }
    expect(seen).toHaveLength(18);
    expect(new Set(seen).size).toBe(18);
  });

  it('sorts by title and filters by status, poster, type and search', async () => {
    const titles = await stub.ok(jobRoutes.companyJobs, {
      token,
      query: { status: 'open', sort: 'title' },
    });
    const names = titles.items.map((item) => item.job.title);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(titles.total).toBe(6);
    const mine = await stub.ok(jobRoutes.companyJobs, { token, query: { postedBy: 2001 } });
    expect(mine.items.every((item) => item.job.postedBy.UserID === 2001)).toBe(true);
    expect(mine.total).toBe(9);
    const interns = await stub.ok(jobRoutes.companyJobs, {
      token,
      query: { jobType: 'internship' },
    });
    expect(interns.items.map((item) => item.job.title).sort()).toEqual([
      'DevOps Intern',
      'Software Development Intern',
    ]);
    const java = await stub.ok(jobRoutes.companyJobs, { token, query: { q: 'JAVA' } });
    expect(
      java.items.every((item) => JSON.stringify(item.job).toLowerCase().includes('java')),
    ).toBe(true);
  });

  it('sorts by applicants, most first, unless asked otherwise', async () => {
    const page = await stub.ok(jobRoutes.companyJobs, { token, query: { sort: 'applicants' } });
    const counts = page.items.map((item) => item.applicantCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const ascending = await stub.ok(jobRoutes.companyJobs, {
      token,
      query: { sort: 'applicants', order: 'asc' },
    });
    expect(ascending.items[0]?.applicantCount).toBe(0);
  });

  it.each([
    ['pageSize=101', 'pageSize'],
    ['page=0', 'page'],
    ['status=archived', 'status'],
    ['sort=salary', 'sort'],
  ])('answers 400 for %s', async (search, field) => {
    const result = await stub.raw('GET', `/jobs/v1/listCompanyJobs?${search}`, { token });
    expectInvalidField(result, `/${field}`);
  });

  it('answers an empty page past the last one, with the total', async () => {
    const page = await stub.ok(jobRoutes.companyJobs, { token, query: { page: 9, pageSize: 10 } });
    expect(page).toMatchObject({ items: [], total: 18, page: 9 });
  });
});

describe('the jobs open to an institute (institute admin)', () => {
  it('lists the open jobs naming the institute, with eligible students and applicants', async () => {
    const stub = await recruitmentStub();
    const token = await stub.tokenOf('instituteAdmin');
    const { json } = await stub.call(jobRoutes.instituteJobs, {
      token,
      query: { pageSize: 100, sort: 'eligible' },
    });
    expectContract(InstituteJobsResponse, json);
    if (!json.status) throw new Error(json.message);
    const { items } = json.body;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.job.status === 'open')).toBe(true);
    expect(items.every((item) => item.job.eligibility.instituteIDs.includes(1))).toBe(true);
    const internship = items.find((item) => item.job.title === 'Software Development Intern');
    expect(internship?.eligibleCount).toBe(0);
    const counts = items.map((item) => item.eligibleCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const item of items) {
      const applicants = (stub.store.applicationsByJob.get(item.job.JobID) ?? []).filter(
        (application) => stub.store.users.get(application.UserID)?.instituteID === 1,
      );
      expect(item.applicantCount).toBe(applicants.length);
    }
    const closed = await stub.ok(jobRoutes.instituteJobs, { token, query: { status: 'closed' } });
    expect(closed.items.every((item) => item.job.status === 'closed')).toBe(true);
  });
});

describe('the jobs a student sees (D20)', () => {
  let stub: RecruitmentStub;
  let token: string;
  beforeAll(async () => {
    stub = await recruitmentStub();
    token = await stub.tokenOf('student');
  });

  it('lists the open jobs they are eligible for, their own applications marked', async () => {
    const { json } = await stub.call(jobRoutes.studentJobs, { token, query: { pageSize: 100 } });
    expectContract(StudentJobsResponse, json);
    if (!json.status) throw new Error(json.message);
    const { items, eligibleTotal, notEligibleTotal, total } = json.body;
    expect(total).toBe(eligibleTotal);
    expect(items.every((item) => item.eligibility.eligible && item.job.status === 'open')).toBe(
      true,
    );
    const deadlines = items.map((item) => item.job.deadline);
    expect(deadlines).toEqual([...deadlines].sort());
    const applied = items.find((item) => item.job.title === 'Frontend Developer Trainee');
    expect(applied?.myApplication?.stage).toBe('shortlisted');
    expect(notEligibleTotal).toBeGreaterThan(0);
  });

  it('gives each job they may not apply to its reasons', async () => {
    const page = await stub.ok(jobRoutes.studentJobs, {
      token,
      query: { eligibility: 'notEligible', pageSize: 100 },
    });
    const internship = page.items.find((item) => item.job.title === 'Software Development Intern');
    expect(internship?.eligibility).toEqual({
      eligible: false,
      reasons: [{ code: 'GRADUATION_YEAR', message: 'Graduating in 2026', limit: null }],
    });
  });

  it('lists only the jobs that pay at least minCtc, by the top of their CTC range', async () => {
    const all = await stub.ok(jobRoutes.studentJobs, { token, query: { pageSize: 100 } });
    const paid = await stub.ok(jobRoutes.studentJobs, {
      token,
      query: { pageSize: 100, minCtc: 6 },
    });
    expect(paid.items.length).toBeGreaterThan(0);
    expect(paid.items.length).toBeLessThan(all.items.length);
    expect(paid.items.map((item) => item.job.JobID)).toEqual(
      all.items.filter((item) => item.job.ctc.max >= 6).map((item) => item.job.JobID),
    );
  });

  it('says "CGPA 7.0 or above" to a student under the bar', async () => {
    const low = [...stub.store.academicRecords.entries()].find(
      ([UserID, record]) =>
        record.cgpa < 7 &&
        record.activeBacklogs === 0 &&
        stub.store.users.get(UserID)?.instituteID === 1,
    );
    if (!low) throw new Error('the seed has no student of institute 1 under CGPA 7');
    const { token: lowToken } = await stub.login(stub.store.users.get(low[0])?.email ?? '');
    const page = await stub.ok(jobRoutes.studentJobs, {
      token: lowToken,
      query: { eligibility: 'notEligible', pageSize: 100 },
    });
    const analyst = page.items.find((item) => item.job.title === 'Associate Software Engineer');
    expect(analyst?.eligibility.reasons).toContainEqual({
      code: 'MIN_CGPA',
      message: 'CGPA 7.0 or above',
      limit: 7,
    });
  });

  it('stops listing a job once its deadline has passed', async () => {
    const first = await stub.ok(jobRoutes.studentJobs, { token, query: {} });
    const soonest = first.items[0];
    if (!soonest) throw new Error('no job listed');
    const fresh = await recruitmentStub();
    fresh.advance(Date.parse(soonest.job.deadline) - start + 1000);
    const later = await fresh.ok(jobRoutes.studentJobs, {
      token: await fresh.tokenOf('student'),
      query: { pageSize: 100 },
    });
    expect(later.items.map((item) => item.job.JobID)).not.toContain(soonest.job.JobID);
  });

  it('answers JOB_NOT_FOUND for an unknown slug and 400 for a slug that cannot be one', async () => {
    const unknown = await stub.call(jobRoutes.jobGet, {
      token,
      query: { slug: 'no-such-job-999' },
    });
    expectContract(ErrorEnvelope, unknown.json);
    expect(unknown.json).toMatchObject({ status: false, code: 'JOB_NOT_FOUND' });
    const bad = await stub.raw('GET', '/jobs/v1/get?slug=Not%20A%20Slug', { token });
    expectInvalidField(bad, '/slug');
  });
});
