import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApplicationResponse,
  CandidatesResponse,
  MoveManyResponse,
  MyApplicationsResponse,
} from '#openapi/applications.ts';
import { GRACE_SECONDS } from '#openapi/operations/exam.ts';
import * as applicationRoutes from '#openapi/routes/applications.gen.ts';
import * as eventRoutes from '#openapi/routes/events.gen.ts';
import * as examRoutes from '#openapi/routes/exam.gen.ts';
import * as jobRoutes from '#openapi/routes/jobs.gen.ts';
import * as profileRoutes from '#openapi/routes/profiles.gen.ts';
import * as qaRoutes from '#openapi/routes/stub-applications.gen.ts';
import {
  applicationsAt,
  closedJobID,
  draftJobID,
  fingerprint,
  jobOf,
  openJobID,
  openJobWithoutTestID,
  type RecruitmentStub,
  recruitmentStub,
  rightAnswers,
} from '../../test-support/recruitment.ts';
import { expectContract, expectInvalidField, start } from '../../test-support/stub.ts';

// Applications on the stub backend (D20, D21, D25): applying and its refusals, the job's test
// assigned through the timed test and its submission moving the application on, candidates by
// stage, moves with their details, offers, and the QA route for scale.

const minute = 60 * 1000;

/** A refused call: its code, and the store just as it was. */
async function expectRefusal(
  stub: RecruitmentStub,
  send: () => Promise<{ json: { status: boolean } }>,
  code: string,
) {
  const before = fingerprint(stub.store);
  const { json } = await send();
  expect(json).toMatchObject({ status: false, code });
  expect(fingerprint(stub.store)).toBe(before);
}

describe('applying (D20, D21)', () => {
  let stub: RecruitmentStub;
  let student: string;
  beforeAll(async () => {
    stub = await recruitmentStub();
    student = await stub.tokenOf('student');
  });

  it('applies to an open job without a test: Applied, with its history', async () => {
    const withoutTest = [...stub.store.jobs.values()].find(
      (candidate) =>
        candidate.status === 'open' &&
        !candidate.assessment &&
        candidate.eligibility.instituteIDs.includes(1) &&
        !applicationsAt(stub.store, candidate.JobID).some((a) => a.UserID === 1004),
    );
    if (!withoutTest) throw new Error('the seed has no open job without a test left for student@');
    const { json } = await stub.call(applicationRoutes.applicationApply, {
      token: student,
      body: { JobID: withoutTest.JobID },
    });
    expectContract(ApplicationResponse, json);
    if (!json.status) throw new Error(json.message);
    expect(json.body).toMatchObject({
      stage: 'applied',
      job: { JobID: withoutTest.JobID, slug: withoutTest.slug },
      applicant: { UserID: 1004, cgpa: 8.2, className: 'B.E. Computer Science — Final year' },
      test: null,
      moves: ['withdrawn'],
      history: [{ stage: 'applied', by: { UserID: 1004, role: 'Student' }, note: null }],
    });
  });

  it('refuses a second application to the same job (ALREADY_APPLIED)', async () => {
    await expectRefusal(
      stub,
      () =>
        stub.call(applicationRoutes.applicationApply, {
          token: student,
          body: { JobID: openJobWithoutTestID },
        }),
      'ALREADY_APPLIED',
    );
  });

  it('refuses a job the student is not eligible for (NOT_ELIGIBLE)', async () => {
    const internship = [...stub.store.jobs.values()].find(
      (job) => job.title === 'Software Development Intern',
    );
    await expectRefusal(
      stub,
      () =>
        stub.call(applicationRoutes.applicationApply, {
          token: student,
          body: { JobID: internship?.JobID ?? 0 },
        }),
      'NOT_ELIGIBLE',
    );
    // Issue 28: the refusal carries the reasons, as the student's jobs list does.
    const { json } = await stub.call(applicationRoutes.applicationApply, {
      token: student,
      body: { JobID: internship?.JobID ?? 0 },
    });
    const listed = await stub.ok(jobRoutes.studentJobs, {
      token: student,
      query: { eligibility: 'notEligible', pageSize: 100 },
    });
    const reasons = listed.items.find((item) => item.job.JobID === internship?.JobID)?.eligibility
      .reasons;
    expect(reasons?.length).toBeGreaterThan(0);
    expect(json).toMatchObject({ status: false, code: 'NOT_ELIGIBLE', body: { reasons } });
  });

  it('refuses a closed job (JOB_NOT_OPEN), and a draft or a job of other institutes as unknown', async () => {
    await expectRefusal(
      stub,
      () =>
        stub.call(applicationRoutes.applicationApply, {
          token: student,
          body: { JobID: closedJobID },
        }),
      'JOB_NOT_OPEN',
    );
    await expectRefusal(
      stub,
      () =>
        stub.call(applicationRoutes.applicationApply, {
          token: student,
          body: { JobID: draftJobID },
        }),
      'JOB_NOT_FOUND',
    );
    const elsewhere = [...stub.store.jobs.values()].find(
      (job) => job.status === 'open' && !job.eligibility.instituteIDs.includes(3),
    );
    // student2@ studies at institute 3.
    const { token: student2 } = await stub.login('student2@example.com');
    await expectRefusal(
      stub,
      () =>
        stub.call(applicationRoutes.applicationApply, {
          token: student2,
          body: { JobID: elsewhere?.JobID ?? 0 },
        }),
      'JOB_NOT_FOUND',
    );
  });

  it('refuses once the deadline has passed (APPLICATION_DEADLINE_PASSED)', async () => {
    const fresh = await recruitmentStub();
    fresh.advance(jobOf(fresh.store, openJobID).deadline - start + minute);
    const again = await fresh.tokenOf('student');
    await expectRefusal(
      fresh,
      () =>
        fresh.call(applicationRoutes.applicationApply, {
          token: again,
          body: { JobID: openJobID },
        }),
      'APPLICATION_DEADLINE_PASSED',
    );
  });

  it('answers 400 for a JobID that is not an id', async () => {
    const result = await stub.raw('POST', '/applications/v1/apply', {
      token: student,
      body: { JobID: 'one' },
    });
    expectInvalidField(result, '/JobID');
  });
});

describe("a job's test (D15, D21)", () => {
  let stub: RecruitmentStub;
  let student: string;
  let ApplicationID: number;
  const TaskID = 1_000_000 + openJobID;

  beforeAll(async () => {
    stub = await recruitmentStub();
    student = await stub.tokenOf('student');
    const application = await stub.ok(applicationRoutes.applicationApply, {
      token: student,
      body: { JobID: openJobID },
    });
    ApplicationID = application.ApplicationID;
  });

  it('is assigned on applying: Test assigned, listed with the student’s other tests', async () => {
    const application = await stub.ok(applicationRoutes.applicationGet, {
      token: student,
      query: { ApplicationID },
    });
    expect(application.stage).toBe('testAssigned');
    expect(application.test).toEqual({ TaskID, CourseID: 1 });
    expect(application.history.map((entry) => [entry.stage, entry.by?.UserID ?? null])).toEqual([
      ['applied', 1004],
      ['testAssigned', null],
    ]);
    const tasks = await stub.ok(examRoutes.testTasks, { token: student });
    expect(tasks.map((task) => task.TaskID)).toEqual([101, 102, 103, TaskID]);
    expect(tasks.at(-1)).toMatchObject({
      CourseID: 1,
      TaskName: 'Graduate Engineer Trainee — Nilgiri Software Labs',
      TotalDuration: 3600,
      status: 'notStarted',
    });
    const events = stub.store.studentEvents.get(1004) ?? [];
    expect(events.at(-1)).toMatchObject({ kind: 'testAssigned', ApplicationID, read: false });
  });

  it('moves to Test completed with the score when the student submits', async () => {
    const started = await stub.ok(examRoutes.testStart, {
      token: student,
      body: { TaskID, CourseID: 1, writerID: 'tab-a' },
    });
    const TestSessionID = started.session?.TestSessionID ?? '';
    stub.advance(12 * minute);
    const result = await stub.ok(examRoutes.testSubmit, {
      token: student,
      body: {
        TestSessionID,
        writerID: 'tab-a',
        reason: 'student',
        answers: rightAnswers(1),
        flags: [],
      },
    });
    const application = await stub.ok(applicationRoutes.applicationGet, {
      token: student,
      query: { ApplicationID },
    });
    expect(application.stage).toBe('testCompleted');
    expect(application.testOutcome).toEqual({
      score: result.score,
      maxScore: result.maxScore,
      percentage: 100,
      belowCutoff: false,
      timeTaken: 720,
      submittedAt: new Date(start + 12 * minute).toISOString(),
      submittedBy: 'student',
    });
    expect(application.history.at(-1)).toMatchObject({
      stage: 'testCompleted',
      by: null,
      note: `Scored ${result.score} of ${result.maxScore} (100%)`,
    });
    const poster = await stub.tokenOf('poster');
    const candidates = await stub.ok(applicationRoutes.jobCandidates, {
      token: poster,
      query: { JobID: openJobID, stage: 'testCompleted', q: 'karthik' },
    });
    expect(candidates.items.map((item) => item.ApplicationID)).toEqual([ApplicationID]);
    expect(candidates.items[0]?.moves).toEqual(['shortlisted', 'rejected']);
    // The student's bell keeps a receipt (issue 27).
    const events = await stub.ok(eventRoutes.studentEvents, { token: student, query: {} });
    expect(events.items[0]).toMatchObject({
      kind: 'testSubmitted',
      ApplicationID,
      read: false,
      message: 'Your test for Graduate Engineer Trainee at Nilgiri Software Labs is submitted',
    });
  });

  it('marks a score under the job’s minimum as below the cut-off, and the server submits at time-up', async () => {
    const fresh = await recruitmentStub();
    const token = await fresh.tokenOf('student');
    const applied = await fresh.ok(applicationRoutes.applicationApply, {
      token,
      body: { JobID: openJobID },
    });
    await fresh.ok(examRoutes.testStart, {
      token,
      body: { TaskID, CourseID: 1, writerID: 'tab-a' },
    });
    // Nothing answered; the hour and the grace run out, and the next call of anyone settles it.
    fresh.advance(60 * minute + GRACE_SECONDS * 1000 + 1000);
    const poster = await fresh.tokenOf('poster');
    const candidates = await fresh.ok(applicationRoutes.jobCandidates, {
      token: poster,
      query: { JobID: openJobID, belowCutoff: 'yes', sort: 'updatedAt' },
    });
    const mine = candidates.items.find((item) => item.ApplicationID === applied.ApplicationID);
    expect(mine).toMatchObject({
      stage: 'testCompleted',
      testOutcome: {
        score: 0,
        percentage: 0,
        belowCutoff: true,
        submittedBy: 'server',
        timeTaken: 3600,
      },
    });
    const history = fresh.store.applications.get(applied.ApplicationID)?.history.at(-1);
    expect(history?.note).toMatch(/below the cut-off of 50%$/);
    expect(history?.at).toBe(start + 60 * minute + GRACE_SECONDS * 1000);
  });

  it('is taken back when the student withdraws before starting; a started one keeps its result', async () => {
    const fresh = await recruitmentStub();
    const token = await fresh.tokenOf('student');
    const applied = await fresh.ok(applicationRoutes.applicationApply, {
      token,
      body: { JobID: openJobID },
    });
    await fresh.ok(applicationRoutes.applicationWithdraw, {
      token,
      body: { ApplicationID: applied.ApplicationID, note: 'Took another offer' },
    });
    const tasks = await fresh.ok(examRoutes.testTasks, { token });
    expect(tasks.map((task) => task.TaskID)).toEqual([101, 102, 103]);
    const withdrawn = fresh.store.applications.get(applied.ApplicationID);
    expect(withdrawn?.history.at(-1)).toMatchObject({
      stage: 'withdrawn',
      note: 'Took another offer',
    });

    const second = await recruitmentStub();
    const token2 = await second.tokenOf('student');
    const app2 = await second.ok(applicationRoutes.applicationApply, {
      token: token2,
      body: { JobID: openJobID },
    });
    const started = await second.ok(examRoutes.testStart, {
      token: token2,
      body: { TaskID, CourseID: 1, writerID: 'tab-a' },
    });
    await second.ok(applicationRoutes.applicationWithdraw, {
      token: token2,
      body: { ApplicationID: app2.ApplicationID },
    });
    await second.ok(examRoutes.testSubmit, {
      token: token2,
      body: {
        TestSessionID: started.session?.TestSessionID ?? '',
        writerID: 'tab-a',
        reason: 'student',
        answers: [],
        flags: [],
      },
    });
    const after = second.store.applications.get(app2.ApplicationID);
    expect(after?.stage).toBe('withdrawn');
    expect(after?.outcome?.score).toBe(0);
  });

  it('leaves student2@’s tests as the seed has them', async () => {
    const { token } = await stub.login('student2@example.com');
    const tasks = await stub.ok(examRoutes.testTasks, { token });
    expect(tasks.map((task) => task.TaskID)).toEqual([102, 103]);
  });
});

describe('the candidates of a job (D14 /progress)', () => {
  let stub: RecruitmentStub;
  let poster: string;
  beforeAll(async () => {
    stub = await recruitmentStub();
    poster = await stub.tokenOf('poster');
  });

  it('answers one stage a page, with every stage’s count', async () => {
    const { json } = await stub.call(applicationRoutes.jobCandidates, {
      token: poster,
      query: { JobID: 2, stage: 'testCompleted', sort: 'score' },
    });
    expectContract(CandidatesResponse, json);
    if (!json.status) throw new Error(json.message);
    const all = applicationsAt(stub.store, 2);
    expect(Object.values(json.body.stageCounts).reduce((a, b) => a + b, 0)).toBe(all.length);
    expect(json.body.total).toBe(json.body.stageCounts.testCompleted);
    const scores = json.body.items.map((item) => item.testOutcome?.percentage ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(json.body.items.every((item) => item.stage === 'testCompleted')).toBe(true);
  });

  it('filters by institute and class, sorts by name, and pages', async () => {
    const page1 = await stub.ok(applicationRoutes.jobCandidates, {
      token: poster,
      query: { JobID: 3, sort: 'name', pageSize: 3 },
    });
    const page2 = await stub.ok(applicationRoutes.jobCandidates, {
      token: poster,
      query: { JobID: 3, sort: 'name', pageSize: 3, page: 2 },
    });
    const names = [...page1.items, ...page2.items].map((item) =>
      item.applicant.displayName.toLowerCase(),
    );
    expect(names).toEqual([...names].sort());
    expect(page1.total).toBe(applicationsAt(stub.store, 3).length);
    const cs = await stub.ok(applicationRoutes.jobCandidates, {
      token: poster,
      query: { JobID: 2, instituteID: 2, classID: 4 },
    });
    expect(cs.items.every((item) => item.applicant.className?.startsWith('B.E. Computer'))).toBe(
      true,
    );
    expect(cs.items.every((item) => item.applicant.instituteName?.startsWith('Deccan'))).toBe(true);
  });

  it.each([
    ['JobID missing', '', '/JobID'],
    ['an unknown stage', 'JobID=1&stage=hired', '/stage'],
    ['pageSize above 100', 'JobID=1&pageSize=500', '/pageSize'],
    ['belowCutoff other than yes or no', 'JobID=1&belowCutoff=maybe', '/belowCutoff'],
  ])('answers 400 for %s', async (_case, search, field) => {
    const result = await stub.raw('GET', `/applications/v1/listCandidates?${search}`, {
      token: poster,
    });
    expectInvalidField(result, field);
  });

  it("shows an institute admin only their own students' applications, counted over them, with no moves", async () => {
    const token = await stub.tokenOf('instituteAdmin');
    const mine = applicationsAt(stub.store, 2).filter(
      (application) => stub.store.users.get(application.UserID)?.instituteID === 1,
    );
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(applicationsAt(stub.store, 2).length);
    const page = await stub.ok(applicationRoutes.jobCandidates, {
      token,
      query: { JobID: 2, pageSize: 100 },
    });
    expect(page.total).toBe(mine.length);
    expect(Object.values(page.stageCounts).reduce((a, b) => a + b, 0)).toBe(mine.length);
    expect(page.items.every((item) => item.applicant.instituteName?.startsWith('Kaveri'))).toBe(
      true,
    );
    expect(page.items.every((item) => item.moves.length === 0)).toBe(true);
  });

  it('answers JOB_NOT_FOUND for a job of no company of the caller', async () => {
    const { json } = await stub.call(applicationRoutes.jobCandidates, {
      token: poster,
      query: { JobID: 9999 },
    });
    expect(json).toMatchObject({ status: false, code: 'JOB_NOT_FOUND' });
  });
});

describe('moves and their details (D21)', () => {
  let stub: RecruitmentStub;
  let poster: string;
  /** A shortlisted application to a job of recruiter@, not student@'s. */
  const shortlisted = () => {
    const found = [...stub.store.applications.values()].find(
      (row) =>
        row.stage === 'shortlisted' &&
        row.UserID !== 1004 &&
        stub.store.jobs.get(row.JobID)?.postedBy === 1001,
    );
    if (!found) throw new Error('no shortlisted application to a job of recruiter@');
    return found;
  };
  beforeAll(async () => {
    stub = await recruitmentStub();
    poster = await stub.tokenOf('poster');
  });

  it.each([
    ['no interview with a move to Interview', {}, '/interview'],
    [
      'an online interview without its link',
      { interview: { date: '2025-01-20', time: '10:00', mode: 'online', link: null, venue: null } },
      '/interview/link',
    ],
    [
      'a link for an interview on campus',
      {
        interview: {
          date: '2025-01-20',
          time: '10:00',
          mode: 'onCampus',
          link: 'https://x.in',
          venue: null,
        },
      },
      '/interview/link',
    ],
    [
      'a day already past in India',
      { interview: { date: '2025-01-14', time: '10:00', mode: 'office', link: null, venue: null } },
      '/interview/date',
    ],
    [
      'a day not on the calendar',
      { interview: { date: '2025-02-30', time: '10:00', mode: 'office', link: null, venue: null } },
      '/interview/date',
    ],
    [
      'a time of 25:00',
      { interview: { date: '2025-01-20', time: '25:00', mode: 'office', link: null, venue: null } },
      '/interview/time',
    ],
    ['an offer with a move to Interview', { offer: { ctc: 5, joiningDate: null } }, '/offer'],
  ])('answers 400 for %s and moves nothing', async (_case, details, field) => {
    const application = shortlisted();
    const before = fingerprint(stub.store);
    const result = await stub.raw('POST', '/applications/v1/move', {
      token: poster,
      body: {
        ApplicationID: application.ApplicationID,
        fromStage: 'shortlisted',
        toStage: 'interview',
        ...details,
      },
    });
    expectInvalidField(result, field);
    expect(fingerprint(stub.store)).toBe(before);
  });

  it('schedules an interview and tells the student with its details', async () => {
    const application = shortlisted();
    const interview = {
      date: '2025-01-21',
      time: '14:30',
      mode: 'onCampus' as const,
      link: null,
      venue: 'Placement cell, Kaveri Institute of Technology',
    };
    const { json } = await stub.call(applicationRoutes.applicationMove, {
      token: poster,
      body: {
        ApplicationID: application.ApplicationID,
        fromStage: 'shortlisted',
        toStage: 'interview',
        note: '  Round 1: technical  ',
        interview,
      },
    });
    expectContract(ApplicationResponse, json);
    if (!json.status) throw new Error(json.message);
    expect(json.body).toMatchObject({ stage: 'interview', interview });
    expect(json.body.history.at(-1)).toMatchObject({
      stage: 'interview',
      at: new Date(start).toISOString(),
      by: { UserID: 1001, displayName: 'Priya Raman', role: 'Recruiter' },
      note: 'Round 1: technical',
    });
    const event = stub.store.studentEvents.get(application.UserID)?.at(-1);
    expect(event).toMatchObject({ kind: 'interviewScheduled', interview, read: false });
  });

  it('offers with the CTC, and the student placed once they accept (D25)', async () => {
    const fresh = await recruitmentStub();
    const colleague = await fresh.tokenOf('colleague');
    const student = await fresh.tokenOf('student');
    const application = applicationsAt(fresh.store, 4).find((row) => row.UserID === 1004);
    if (!application) throw new Error('student@ has no application to job 4');
    await fresh.ok(applicationRoutes.applicationMove, {
      token: colleague,
      body: {
        ApplicationID: application.ApplicationID,
        fromStage: 'interview',
        toStage: 'offered',
        offer: { ctc: 4.8, joiningDate: '2025-07-01' },
      },
    });
    const answered = await fresh.ok(applicationRoutes.applicationAnswerOffer, {
      token: student,
      body: { ApplicationID: application.ApplicationID, accept: true },
    });
    expect(answered).toMatchObject({ stage: 'offerAccepted', offer: { ctc: 4.8 }, moves: [] });
    const profile = await fresh.ok(profileRoutes.profileGet, {
      token: student,
      query: { UserID: 1004 },
    });
    expect(profile.placed).toBe(true);
  });

  it('moves many: each that cannot move is listed with its code and left as it was', async () => {
    const fresh = await recruitmentStub();
    const token = await fresh.tokenOf('poster');
    const completed = applicationsAt(fresh.store, 2, 'testCompleted');
    const [first, second] = completed;
    const assigned = applicationsAt(fresh.store, 2, 'testAssigned')[0];
    const otherJob = applicationsAt(fresh.store, 3)[0];
    if (!first || !second || !assigned || !otherJob)
      throw new Error('the seed lacks job 2 candidates');
    const untouched = JSON.stringify([second, assigned, otherJob]);
    const { json } = await fresh.call(applicationRoutes.applicationMoveMany, {
      token,
      body: {
        JobID: 2,
        toStage: 'shortlisted',
        items: [
          { ApplicationID: first.ApplicationID, fromStage: 'testCompleted' },
          { ApplicationID: second.ApplicationID, fromStage: 'testAssigned' },
          { ApplicationID: assigned.ApplicationID, fromStage: 'testAssigned' },
          { ApplicationID: otherJob.ApplicationID, fromStage: otherJob.stage },
        ],
      },
    });
    expectContract(MoveManyResponse, json);
    if (!json.status) throw new Error(json.message);
    expect(json.body.moved).toEqual([{ ApplicationID: first.ApplicationID, stage: 'shortlisted' }]);
    expect(json.body.refused).toEqual([
      {
        ApplicationID: second.ApplicationID,
        code: 'STAGE_CHANGED',
        message: 'This application has moved since you saw it; nothing was changed',
        stage: 'testCompleted',
      },
      {
        ApplicationID: assigned.ApplicationID,
        code: 'ILLEGAL_MOVE',
        message: 'This application cannot move to that stage from where it is',
        stage: 'testAssigned',
      },
      {
        ApplicationID: otherJob.ApplicationID,
        code: 'APPLICATION_NOT_FOUND',
        message: 'No such application',
        stage: null,
      },
    ]);
    expect(JSON.stringify([second, assigned, otherJob])).toBe(untouched);
    expect(json.body.stageCounts.shortlisted).toBe(
      applicationsAt(fresh.store, 2, 'shortlisted').length,
    );
  });

  it('answers 400 when a bulk move names an application twice, or none', async () => {
    const application = shortlisted();
    const twice = await stub.raw('POST', '/applications/v1/moveMany', {
      token: poster,
      body: {
        JobID: application.JobID,
        toStage: 'rejected',
        items: [
          { ApplicationID: application.ApplicationID, fromStage: application.stage },
          { ApplicationID: application.ApplicationID, fromStage: application.stage },
        ],
      },
    });
    expectInvalidField(twice, '/items/1/ApplicationID');
    const none = await stub.raw('POST', '/applications/v1/moveMany', {
      token: poster,
      body: { JobID: application.JobID, toStage: 'rejected', items: [] },
    });
    expectInvalidField(none, '/items');
  });
});

describe("the student's applications", () => {
  it('lists them newest first, filtered by stage', async () => {
    const stub = await recruitmentStub();
    const token = await stub.tokenOf('student');
    const { json } = await stub.call(applicationRoutes.myApplications, { token, query: {} });
    expectContract(MyApplicationsResponse, json);
    if (!json.status) throw new Error(json.message);
    expect(json.body.items.map((item) => [item.job.title, item.stage])).toEqual([
      ['Frontend Developer Trainee', 'shortlisted'],
      ['Quality Engineer Trainee', 'interview'],
      ['Business Analyst Trainee', 'rejected'],
    ]);
    expect(json.body.items[0]?.moves).toEqual(['withdrawn']);
    const rejected = await stub.ok(applicationRoutes.myApplications, {
      token,
      query: { stage: 'rejected' },
    });
    expect(rejected.total).toBe(1);
  });

  it('refuses to withdraw someone else’s application as unknown, and a rejected one with its own words', async () => {
    const stub = await recruitmentStub();
    const token = await stub.tokenOf('student');
    const other = applicationsAt(stub.store, 3).find((row) => row.UserID !== 1004);
    const rejected = (stub.store.applicationsByStudent.get(1004) ?? []).find(
      (row) => row.stage === 'rejected',
    );
    await expectRefusal(
      stub,
      () =>
        stub.call(applicationRoutes.applicationWithdraw, {
          token,
          body: { ApplicationID: other?.ApplicationID ?? 0 },
        }),
      'APPLICATION_NOT_FOUND',
    );
    await expectRefusal(
      stub,
      () =>
        stub.call(applicationRoutes.applicationWithdraw, {
          token,
          body: { ApplicationID: rejected?.ApplicationID ?? 0 },
        }),
      'ALREADY_REJECTED',
    );
    const { json } = await stub.call(applicationRoutes.applicationWithdraw, {
      token,
      body: { ApplicationID: rejected?.ApplicationID ?? 0 },
    });
    expect(json.message).toBe(
      'This application was not taken forward, so there is nothing to withdraw',
    );
    await expectRefusal(
      stub,
      () =>
        stub.call(applicationRoutes.applicationAnswerOffer, {
          token,
          body: { ApplicationID: rejected?.ApplicationID ?? 0, accept: true },
        }),
      'NO_OFFER',
    );
  });
});

describe('QA: generated applicants for scale', () => {
  it.each([
    ['no applicants', { JobID: 1, count: 0 }, '/count'],
    ['more than 5000', { JobID: 1, count: 5001 }, '/count'],
    [
      'a test stage on a job without a test',
      { JobID: 3, count: 1, stage: 'testCompleted' },
      '/stage',
    ],
  ])('answers 400 for %s', async (_case, body, field) => {
    const stub = await recruitmentStub();
    expectInvalidField(await stub.raw('POST', '/__stub/applicants', { body }), field);
  });

  it('refuses an unknown job and a draft', async () => {
    const stub = await recruitmentStub();
    const unknown = await stub.call(qaRoutes.stubAddApplicants, { body: { JobID: 999, count: 1 } });
    expect(unknown.json).toMatchObject({ status: false, code: 'NO_SUCH_JOB' });
    const draft = await stub.call(qaRoutes.stubAddApplicants, {
      body: { JobID: draftJobID, count: 1 },
    });
    expect(draft.json).toMatchObject({ status: false, code: 'JOB_IS_DRAFT' });
  });

  it('answers a stage page of a job with 2,000 applicants fast (the time is printed)', async () => {
    const stub = await recruitmentStub();
    const token = await stub.tokenOf('poster');
    const before = applicationsAt(stub.store, openJobID).length;
    const added = await stub.ok(qaRoutes.stubAddApplicants, {
      body: { JobID: openJobID, count: 2000 - before },
    });
    expect(added.total).toBe(2000);
    const query = {
      JobID: openJobID,
      stage: 'testCompleted',
      sort: 'score',
      pageSize: 50,
    } as const;
    await stub.ok(applicationRoutes.jobCandidates, { token, query });
    const runs: number[] = [];
    let total = 0;
    for (let run = 0; run < 5; run++) {
      const began = performance.now();
      const page = await stub.ok(applicationRoutes.jobCandidates, { token, query });
      runs.push(performance.now() - began);
      total = page.total;
      expect(page.items).toHaveLength(50);
    }
    const median = [...runs].sort((a, b) => a - b)[2] ?? 0;
    console.info(
      `stage page at 2,000 applicants: ${total} at Test completed, 50 a page sorted by score, median ${median.toFixed(1)} ms of 5 (${runs.map((ms) => ms.toFixed(1)).join(', ')})`,
    );
    // Generated applicants can sign in with the demo password.
    const someone = applicationsAt(stub.store, openJobID).at(-1);
    const { token: theirs } = await stub.login(
      stub.store.users.get(someone?.UserID ?? 0)?.email ?? '',
    );
    const mine = await stub.ok(applicationRoutes.myApplications, { token: theirs, query: {} });
    expect(mine.total).toBe(1);
  });
});
