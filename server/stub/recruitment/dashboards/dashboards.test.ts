import { beforeAll, describe, expect, it } from 'vitest';
import type { Stage } from '#openapi/applications.ts';
import { RecruiterDashboardResponse } from '#openapi/dashboard-recruiter.ts';
import { StudentDashboardResponse } from '#openapi/dashboard-student.ts';
import * as dashboardRoutes from '#openapi/routes/dashboard-people.gen.ts';
import * as jobRoutes from '#openapi/routes/jobs.gen.ts';
import type { Store } from '../../store.ts';
import {
  jobInput,
  type Person,
  type RecruitmentStub,
  recruitmentStub,
} from '../../test-support/recruitment.ts';
import { expectContract, expectInvalidField } from '../../test-support/stub.ts';
import type { ApplicationRecord } from '../applications/store.ts';

// The recruiter's and the student's dashboards (issue 28, D30) on a fixed fixture written into the
// store, far from the seed's dates, so every figure below is worked out by hand.

const hour = 3_600_000;
const day = 24 * hour;
/** 10:00 on 1 March 2021 in India. */
const D = Date.UTC(2021, 2, 1, 4, 30);

type Fixture = {
  UserID: number;
  JobID: number;
  moves: [Stage, number][];
  score?: number;
  offer?: ApplicationRecord['offer'];
  interview?: ApplicationRecord['interview'];
};

/** An application whose history is `moves` (the first is its application), written into the store. */
function addApplication(store: Store, fixture: Fixture): ApplicationRecord {
  const ApplicationID = store.nextApplicationID++;
  const [first] = fixture.moves;
  const last = fixture.moves.at(-1);
  if (!first || !last) throw new Error('an application has at least its first move');
  const application: ApplicationRecord = {
    ApplicationID,
    JobID: fixture.JobID,
    UserID: fixture.UserID,
    stage: last[0],
    appliedAt: first[1],
    updatedAt: last[1],
    history: fixture.moves.map(([stage, at]) => ({ stage, at, byUserID: null, note: null })),
    outcome:
      fixture.score === undefined
        ? null
        : {
            TestSessionID: `fixture-${ApplicationID}`,
            score: fixture.score,
            maxScore: 20,
            timeTaken: 600,
            submittedAt: first[1] + hour,
            submittedBy: 'student',
          },
    interview: fixture.interview ?? null,
    offer: fixture.offer ?? null,
  };
  store.applications.set(ApplicationID, application);
  for (const [index, key] of [
    [store.applicationsByJob, fixture.JobID],
    [store.applicationsByStudent, fixture.UserID],
  ] as const) {
    index.set(key, [...(index.get(key) ?? []), application]);
  }
  return application;
}

const studentsOf = (store: Store) =>
  [...store.users.values()]
    .filter((user) => user.userTypeName === 'Student' && user.UserID !== 1004)
    .map((user) => user.UserID)
    .sort((a, b) => a - b);

describe('the dashboards (issue 28, D30)', () => {
  let stub: RecruitmentStub;
  const jobIDs: number[] = [];

  beforeAll(async () => {
    stub = await recruitmentStub();
    const poster = await stub.tokenOf('poster');
    for (const title of ['Fixture One', 'Fixture Two', 'Fixture Three']) {
      const draft = await stub.ok(jobRoutes.jobCreate, {
        token: poster,
        body: jobInput({ title }),
      });
      await stub.ok(jobRoutes.jobPublish, { token: poster, body: { JobID: draft.job.JobID } });
      jobIDs.push(draft.job.JobID);
    }
    const [J1 = 0, J2 = 0, J3 = 0] = jobIDs;
    const [s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0] = studentsOf(stub.store);
    const add = (fixture: Fixture) => addApplication(stub.store, fixture);
    // Job 1's applications, 1–4 March 2021; the last one is a week before the range.
    add({
      UserID: s1,
      JobID: J1,
      score: 18,
      moves: [
        ['applied', D],
        ['shortlisted', D + 2 * day],
        ['interview', D + 5 * day],
        ['offered', D + 6 * day],
        ['offerAccepted', D + 8 * day],
      ],
    });
    add({
      UserID: s2,
      JobID: J1,
      score: 15,
      moves: [
        ['applied', D],
        ['shortlisted', D + 4 * day],
        ['interview', D + 6 * day],
        ['offered', D + 10 * day],
        ['offerDeclined', D + 11 * day],
      ],
    });
    add({
      UserID: s3,
      JobID: J1,
      score: 11,
      moves: [
        ['applied', D + day],
        ['shortlisted', D + 2 * day],
        ['interview', D + 3 * day],
        ['rejected', D + 4 * day],
      ],
    });
    add({
      UserID: s4,
      JobID: J1,
      score: 20,
      moves: [
        ['applied', D + day],
        ['shortlisted', D + 1.5 * day],
        ['interview', D + 2.5 * day],
        ['offered', D + 4.5 * day],
      ],
    });
    add({
      UserID: s5,
      JobID: J1,
      score: 9,
      moves: [
        ['applied', D + 2 * day],
        ['testCompleted', D + 2.25 * day],
      ],
    });
    add({
      UserID: s6,
      JobID: J1,
      moves: [
        ['applied', D + 2 * day],
        ['withdrawn', D + 3 * day],
      ],
    });
    add({
      UserID: s7,
      JobID: J1,
      score: 2,
      moves: [
        ['applied', D - 7 * day],
        ['shortlisted', D - 6 * day],
      ],
    });
    // student@'s: a test taken, an open offer, yesterday's interview; the seed's interview moved to
    // five days after the stub's clock (15 January 2025).
    const student = 1004;
    add({
      UserID: student,
      JobID: J1,
      score: 13,
      moves: [
        ['applied', Date.UTC(2021, 1, 10, 4, 0)],
        ['testCompleted', Date.UTC(2021, 1, 10, 5, 0)],
      ],
    });
    add({
      UserID: student,
      JobID: J2,
      score: 17,
      offer: { ctc: 6.5, joiningDate: '2025-07-01', note: null },
      moves: [
        ['applied', Date.UTC(2021, 1, 1, 4, 0)],
        ['offered', Date.UTC(2021, 1, 5, 4, 0)],
      ],
    });
    add({
      UserID: student,
      JobID: J3,
      interview: {
        date: '2025-01-14',
        time: '10:00',
        mode: 'online',
        link: 'https://meet.example.com/x',
        venue: null,
      },
      moves: [
        ['applied', Date.UTC(2025, 0, 2)],
        ['interview', Date.UTC(2025, 0, 3)],
      ],
    });
    const seeded = stub.store.applicationsByStudent
      .get(student)
      ?.find((application) => application.stage === 'interview' && application.JobID !== J3);
    if (seeded?.interview) Object.assign(seeded.interview, { date: '2025-01-20', time: '10:00' });
  }, 30_000);

  const recruiter = async (person: Person, query: Record<string, string | number> = {}) =>
    (await stub.call(dashboardRoutes.dashboardRecruiter, {
      token: await stub.tokenOf(person),
      query: query as never,
    })) as never as { status: number; json: Parameters<typeof expectInvalidField>[0]['json'] };
  const figuresOf = async (person: Person, query: Record<string, string | number> = {}) =>
    stub.ok(dashboardRoutes.dashboardRecruiter, {
      token: await stub.tokenOf(person),
      query: query as never,
    });
  const range = { from: '2021-03-01', to: '2021-03-03' };

  it("gives the recruiter every figure of one job's applications in the range, as worked out by hand", async () => {
    const { json } = await recruiter('poster', { ...range, JobID: jobIDs[0] as number });
    expectContract(RecruiterDashboardResponse, json);
    const figures = await figuresOf('poster', { ...range, JobID: jobIDs[0] as number });
    expect(figures).toMatchObject({ ...range, JobID: jobIDs[0], scope: 'own', applications: 6 });
    expect(figures.perDay).toEqual([
      { date: '2021-03-01', count: 2 },
      { date: '2021-03-02', count: 2 },
      { date: '2021-03-03', count: 2 },
    ]);
    // Reached: all 6; shortlisted 4 (not the test taker nor the withdrawn); interview 4; offered 3.
    expect(figures.funnel).toEqual([
      { stage: 'applied', reached: 6, conversion: null },
      { stage: 'shortlisted', reached: 4, conversion: 66.7 },
      { stage: 'interview', reached: 4, conversion: 100 },
      { stage: 'offered', reached: 3, conversion: 75 },
      { stage: 'offerAccepted', reached: 1, conversion: 33.3 },
    ]);
    // 90%, 75%, 55%, 100%, 45% (the one a week earlier is out of the range).
    expect(figures.scoreBands.map((band) => band.count)).toEqual([0, 0, 0, 0, 1, 1, 0, 1, 0, 2]);
    expect(figures.scoreBands[9]).toEqual({ from: 90, to: 100, count: 2 });
    // Applied: 2, 4, 1, 0.5, 0.25, 1 → median 1. Shortlisted: 3, 2, 1, 1 → 1.5. Interview: 1, 4, 1,
    // 2 → 1.5. Offered: 2 and 1 (the open offer's stay is not over) → 1.5.
    expect(figures.stageDays).toEqual([
      { stage: 'applied', medianDays: 1, stays: 6 },
      { stage: 'testAssigned', medianDays: null, stays: 0 },
      { stage: 'testCompleted', medianDays: null, stays: 0 },
      { stage: 'shortlisted', medianDays: 1.5, stays: 4 },
      { stage: 'interview', medianDays: 1.5, stays: 4 },
      { stage: 'offered', medianDays: 1.5, stays: 2 },
    ]);
    expect(figures.timeToHire).toEqual({ medianDays: 8, hires: 1 });
    expect(figures.offers).toEqual({ made: 3, accepted: 1, declined: 1, open: 1 });
    expect(figures.jobs[0]).toMatchObject({ own: true });
  });

  it("counts the recruiter's own jobs by default, and the colleagues' with scope company (D19)", async () => {
    const applications = async (person: Person, scope?: string) =>
      (await figuresOf(person, { ...range, ...(scope ? { scope } : {}) })).applications;
    expect(await applications('poster')).toBe(6);
    expect(await applications('colleague')).toBe(0);
    expect(await applications('colleague', 'company')).toBe(6);
    expect(await applications('otherRecruiter', 'company')).toBe(0);
    // A colleague may name the job; it lists as not their own.
    const figures = await figuresOf('colleague', { ...range, JobID: jobIDs[0] as number });
    expect(figures.applications).toBe(6);
    expect(figures.jobs.find((job) => job.JobID === jobIDs[0])?.own).toBe(false);
  });

  it('takes the 30 days ending today when no range is given', async () => {
    const figures = await figuresOf('poster');
    expect(figures).toMatchObject({ from: '2024-12-17', to: '2025-01-15', scope: 'own' });
    expect(figures.perDay).toHaveLength(30);
  });

  it("refuses another company's job as not found, and every role but a recruiter", async () => {
    const other = await recruiter('otherRecruiter', { JobID: jobIDs[0] as number });
    expect(other.json).toMatchObject({ status: false, code: 'JOB_NOT_FOUND' });
    for (const person of ['clientAdmin', 'student', 'instituteAdmin', 'member'] as const) {
      const { json } = await recruiter(person);
      expect(json).toMatchObject({ status: false, code: 'ROLE_NOT_ALLOWED' });
    }
  });

  it('answers 400 naming the field for a bad date, a range backwards or too long, a bad scope', async () => {
    expectInvalidField(await recruiter('poster', { from: '1 March' }), '/from');
    expectInvalidField(await recruiter('poster', { from: '2021-03-05', to: '2021-03-01' }), '/to');
    expectInvalidField(await recruiter('poster', { from: '2020-01-01', to: '2021-03-01' }), '/to');
    expectInvalidField(await recruiter('poster', { scope: 'all' }), '/scope');
    expectInvalidField(await recruiter('poster', { JobID: 'one' }), '/JobID');
  });

  const student = async (person: Person) =>
    stub.call(dashboardRoutes.dashboardStudent, { token: await stub.tokenOf(person) });

  it('gives a student their applications by stage, scores, upcoming interviews and open offers', async () => {
    const { json } = await student('student');
    expectContract(StudentDashboardResponse, json);
    const body = await stub.ok(dashboardRoutes.dashboardStudent, {
      token: await stub.tokenOf('student'),
    });
    const [J1, J2] = jobIDs;
    expect(Object.fromEntries(body.byStage.map((row) => [row.stage, row.count]))).toEqual({
      applied: 0,
      testAssigned: 0,
      testCompleted: 1,
      shortlisted: 1,
      interview: 2,
      offered: 1,
      offerAccepted: 0,
      offerDeclined: 0,
      rejected: 1,
      withdrawn: 0,
    });
    expect(body.testScores).toMatchObject([
      {
        job: { JobID: J2, title: 'Fixture Two' },
        percentage: 85,
        submittedAt: '2021-02-01T05:00:00.000Z',
      },
      {
        job: { JobID: J1, title: 'Fixture One' },
        percentage: 65,
        submittedAt: '2021-02-10T05:00:00.000Z',
      },
    ]);
    expect(body.upcomingInterviews).toMatchObject([
      {
        job: { title: 'Quality Engineer Trainee' },
        interview: { date: '2025-01-20', time: '10:00' },
      },
    ]);
    expect(body.openOffers).toMatchObject([
      {
        job: { JobID: J2 },
        offer: { ctc: 6.5, joiningDate: '2025-07-01' },
        offeredAt: '2021-02-05T04:00:00.000Z',
      },
    ]);
  });

  it('refuses every role but a student', async () => {
    for (const person of ['poster', 'clientAdmin', 'instituteAdmin', 'member'] as const) {
      expect((await student(person)).json).toMatchObject({
        status: false,
        code: 'ROLE_NOT_ALLOWED',
      });
    }
  });
});
