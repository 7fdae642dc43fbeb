import { beforeAll, describe, expect, it } from 'vitest';
import { MarkEventsReadResponse, RecruiterEventsResponse } from '#openapi/events.ts';
import * as applicationRoutes from '#openapi/routes/applications.gen.ts';
import * as eventRoutes from '#openapi/routes/events.gen.ts';
import * as examRoutes from '#openapi/routes/exam.gen.ts';
import {
  applicationsAt,
  jobOf,
  openJobID,
  type RecruitmentStub,
  recruitmentStub,
  rightAnswers,
} from '../../test-support/recruitment.ts';
import { expectContract } from '../../test-support/stub.ts';
import { eligibilityOf } from '../eligibility.ts';

// A recruiter's events (D34): the students' steps on the recruiter's own jobs, told to nobody else.

/** Two seeded students eligible for job 1 who have not applied to it. */
function twoNewcomers(stub: RecruitmentStub) {
  const job = jobOf(stub.store, openJobID);
  const applied = new Set(applicationsAt(stub.store, openJobID).map((row) => row.UserID));
  const students = [...stub.store.users.values()].filter(
    (user) =>
      user.userTypeName === 'Student' &&
      !applied.has(user.UserID) &&
      eligibilityOf(stub.store, user, job).eligible,
  );
  if (students.length < 2) throw new Error('the seed has too few newcomers for job 1');
  return students.slice(0, 2);
}

/** Marks every event of the caller read, so a test sees only what it caused. */
async function readAll(stub: RecruitmentStub, token: string) {
  const page = await stub.ok(eventRoutes.recruiterEvents, { token, query: { pageSize: 100 } });
  const EventIDs = page.items.map((event) => event.EventID);
  if (EventIDs.length > 0) await stub.ok(eventRoutes.markEventsRead, { token, body: { EventIDs } });
}

describe("a recruiter's events (D34)", () => {
  let stub: RecruitmentStub;
  let poster: string;
  let names: string[];
  beforeAll(async () => {
    stub = await recruitmentStub();
    poster = await stub.tokenOf('poster');
    await readAll(stub, poster);
    const newcomers = twoNewcomers(stub);
    names = newcomers.map((user) => user.displayName);
    // Two applications, two submitted tests and two accepted offers on recruiter@'s job 1.
    for (const student of newcomers) {
      const { token } = await stub.login(student.email);
      const application = await stub.ok(applicationRoutes.applicationApply, {
        token,
        body: { JobID: openJobID },
      });
      const TaskID = application.test?.TaskID ?? 0;
      const started = await stub.ok(examRoutes.testStart, {
        token,
        body: { TaskID, CourseID: 1, writerID: 'tab-a' },
      });
      stub.advance(60_000);
      await stub.ok(examRoutes.testSubmit, {
        token,
        body: {
          TestSessionID: started.session?.TestSessionID ?? '',
          writerID: 'tab-a',
          reason: 'student',
          answers: rightAnswers(1),
          flags: [],
        },
      });
      const moves = [
        ['testCompleted', 'shortlisted'],
        ['shortlisted', 'interview'],
        ['interview', 'offered'],
      ] as const;
      for (const [fromStage, toStage] of moves) {
        await stub.ok(applicationRoutes.applicationMove, {
          token: poster,
          body: {
            ApplicationID: application.ApplicationID,
            fromStage,
            toStage,
            ...(toStage === 'interview'
              ? {
                  interview: {
                    date: '2025-02-10',
                    time: '10:00',
                    mode: 'online',
                    link: 'https://meet.example.com/gt',
                    venue: null,
                  },
                }
              : {}),
            ...(toStage === 'offered'
              ? { offer: { ctc: 6, joiningDate: '2025-07-01' }, confirmOutsideRange: true }
              : {}),
          },
        });
      }
      await stub.ok(applicationRoutes.applicationAnswerOffer, {
        token,
        body: { ApplicationID: application.ApplicationID, accept: true },
      });
      stub.advance(60_000);
    }
  });

  it('tells the poster of each application, submitted test and accepted offer, newest first', async () => {
    const { json } = await stub.call(eventRoutes.recruiterEvents, {
      token: poster,
      query: { unread: 'yes' },
    });
    expectContract(RecruiterEventsResponse, json);
    if (!json.status) throw new Error(json.message);
    expect(json.body.unreadCount).toBe(6);
    const [first, second] = names;
    expect(json.body.items.map((event) => [event.kind, event.candidate.displayName])).toEqual([
      ['offerAccepted', second],
      ['testSubmitted', second],
      ['applied', second],
      ['offerAccepted', first],
      ['testSubmitted', first],
      ['applied', first],
    ]);
    expect(json.body.items[0]).toMatchObject({
      job: { JobID: openJobID, slug: jobOf(stub.store, openJobID).slug },
      stage: 'offerAccepted',
      read: false,
      message: `${second} accepted your offer for Graduate Engineer Trainee`,
    });
    expect(json.body.items.map((event) => event.message).slice(1, 3)).toEqual([
      `${second} submitted the test for Graduate Engineer Trainee`,
      `${second} applied for Graduate Engineer Trainee`,
    ]);
  });

  it('tells of a declined offer and a withdrawal', async () => {
    const fresh = await recruitmentStub();
    const colleague = await fresh.tokenOf('colleague');
    const student = await fresh.tokenOf('student');
    // Job 4 is recruiter2@'s, where student@ is at Interview.
    const application = applicationsAt(fresh.store, 4).find((row) => row.UserID === 1004);
    if (!application) throw new Error('student@ has no application to job 4');
    await readAll(fresh, colleague);
    await fresh.ok(applicationRoutes.applicationWithdraw, {
      token: student,
      body: { ApplicationID: application.ApplicationID },
    });
    const page = await fresh.ok(eventRoutes.recruiterEvents, { token: colleague, query: {} });
    expect(page.unreadCount).toBe(1);
    expect(page.items[0]).toMatchObject({
      kind: 'withdrawn',
      stage: 'withdrawn',
      candidate: { UserID: 1004 },
      message: `${fresh.store.users.get(1004)?.displayName} withdrew their application for Quality Engineer Trainee`,
    });
    const offered = [...fresh.store.applications.values()].find(
      (row) => row.stage === 'offered' && jobOf(fresh.store, row.JobID).postedBy === 1001,
    );
    if (!offered) throw new Error('the seed has no open offer on recruiter@’s jobs');
    const poster = await fresh.tokenOf('poster');
    await readAll(fresh, poster);
    const holder = fresh.store.users.get(offered.UserID);
    const { token } = await fresh.login(holder?.email ?? '');
    await fresh.ok(applicationRoutes.applicationAnswerOffer, {
      token,
      body: { ApplicationID: offered.ApplicationID, accept: false },
    });
    const declined = await fresh.ok(eventRoutes.recruiterEvents, { token: poster, query: {} });
    expect(declined.items[0]).toMatchObject({ kind: 'offerDeclined', read: false });
  });

  it("does not tell a colleague of the poster's job, nor anyone of another company", async () => {
    for (const person of ['colleague', 'otherRecruiter'] as const) {
      const token = await stub.tokenOf(person);
      const page = await stub.ok(eventRoutes.recruiterEvents, { token, query: { pageSize: 100 } });
      const own = page.items.filter((event) => event.job.JobID === openJobID);
      expect(own).toEqual([]);
    }
  });

  it.each(['clientAdmin', 'student', 'instituteAdmin'] as const)(
    'refuses the %s (ROLE_NOT_ALLOWED)',
    async (person) => {
      const token = await stub.tokenOf(person);
      const { json } = await stub.call(eventRoutes.recruiterEvents, { token, query: {} });
      expect(json).toMatchObject({ status: false, code: 'ROLE_NOT_ALLOWED' });
    },
  );

  it("marks the recruiter's own read, and says when none of the ids was theirs", async () => {
    const unread = await stub.ok(eventRoutes.recruiterEvents, {
      token: poster,
      query: { unread: 'yes' },
    });
    const colleague = await stub.tokenOf('colleague');
    const { json: refusedForColleague } = await stub.call(eventRoutes.markEventsRead, {
      token: colleague,
      body: { EventIDs: [unread.items[0]?.EventID ?? 0] },
    });
    expect(refusedForColleague).toMatchObject({
      status: true,
      message: 'No event was marked: none is yours',
      body: { marked: 0 },
    });
    const { json } = await stub.call(eventRoutes.markEventsRead, {
      token: poster,
      body: { EventIDs: [unread.items[0]?.EventID ?? 0, 999_999] },
    });
    expectContract(MarkEventsReadResponse, json);
    expect(json).toMatchObject({
      status: true,
      message: 'Events marked read',
      body: { marked: 1, unreadCount: unread.unreadCount - 1 },
    });
  });
});
