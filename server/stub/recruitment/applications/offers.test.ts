import { describe, expect, it } from 'vitest';
import { ApplicationResponse } from '#openapi/applications.ts';
import * as applicationRoutes from '#openapi/routes/applications.gen.ts';
import * as eventRoutes from '#openapi/routes/events.gen.ts';
import {
  fingerprint,
  jobOf,
  type Person,
  type RecruitmentStub,
  recruitmentStub,
} from '../../test-support/recruitment.ts';
import { expectContract, expectInvalidField, start } from '../../test-support/stub.ts';
import type { ApplicationRecord } from '../applications/store.ts';

// Offers can be corrected (D33): the job's recruiter revises or withdraws an open offer until the
// student answers; a CTC outside the posted range needs confirming and one above ten times its top
// is refused, for making the offer as for revising it; each change is in the history and an event.

const priya = { UserID: 1001, displayName: 'Priya Raman', role: 'Recruiter' };

/** The first application of a job of recruiter@ at `stage`. */
function ofPoster(stub: RecruitmentStub, stage: ApplicationRecord['stage']) {
  const found = [...stub.store.applications.values()].find(
    (row) => row.stage === stage && jobOf(stub.store, row.JobID).postedBy === 1001,
  );
  if (!found) throw new Error(`no ${stage} application to a job of recruiter@`);
  return { application: found, job: jobOf(stub.store, found.JobID) };
}

/** A refused call: its code and words, and the store just as it was. */
async function expectRefused(
  stub: RecruitmentStub,
  send: () => Promise<{ json: { status: boolean } }>,
  code: string,
  message?: string,
) {
  const before = fingerprint(stub.store);
  const { json } = await send();
  expect(json).toMatchObject({ status: false, code, ...(message ? { message } : {}) });
  expect(fingerprint(stub.store)).toBe(before);
}

async function studentOf(stub: RecruitmentStub, application: ApplicationRecord) {
  const email = stub.store.users.get(application.UserID)?.email ?? '';
  return (await stub.login(email)).token;
}

describe('making an offer: the CTC against the posted range (D33)', () => {
  const move = (stub: RecruitmentStub, token: string, ctc: number, confirm?: boolean) => {
    const { application } = ofPoster(stub, 'interview');
    return stub.call(applicationRoutes.applicationMove, {
      token,
      body: {
        ApplicationID: application.ApplicationID,
        fromStage: 'interview',
        toStage: 'offered',
        note: 'Welcome aboard',
        offer: { ctc, joiningDate: '2025-07-01' },
        ...(confirm === undefined ? {} : { confirmOutsideRange: confirm }),
      },
    });
  };

  it('refuses a CTC outside the range unless confirmed, and one above ten times its top always', async () => {
    const stub = await recruitmentStub();
    const token = await stub.tokenOf('poster');
    const { job } = ofPoster(stub, 'interview');
    const outside = job.ctc.max + 1;
    await expectRefused(
      stub,
      () => move(stub, token, outside),
      'CTC_OUTSIDE_RANGE',
      "The CTC is outside the job's posted range; confirm to offer it",
    );
    await expectRefused(stub, () => move(stub, token, outside, false), 'CTC_OUTSIDE_RANGE');
    await expectRefused(
      stub,
      () => move(stub, token, job.ctc.max * 10 + 0.5, true),
      'CTC_TYPING_ERROR',
      "The CTC is more than ten times the top of the job's posted range",
    );
    if (job.ctc.min > 0.5) {
      await expectRefused(stub, () => move(stub, token, job.ctc.min - 0.5), 'CTC_OUTSIDE_RANGE');
    }
  });

  it('offers a CTC in the range, or outside it once confirmed; the note is the offer’s', async () => {
    const stub = await recruitmentStub();
    const token = await stub.tokenOf('poster');
    const { job } = ofPoster(stub, 'interview');
    const inRange = await move(stub, token, job.ctc.max);
    expectContract(ApplicationResponse, inRange.json);
    expect(inRange.json).toMatchObject({
      status: true,
      body: {
        stage: 'offered',
        offer: { ctc: job.ctc.max, joiningDate: '2025-07-01', note: 'Welcome aboard' },
      },
    });
    const confirmed = await move(stub, token, job.ctc.max * 10, true);
    expect(confirmed.json).toMatchObject({
      status: true,
      body: { offer: { ctc: job.ctc.max * 10 } },
    });
  });

  it('a bulk move to Offered follows the same rule', async () => {
    const stub = await recruitmentStub();
    const token = await stub.tokenOf('poster');
    const { application, job } = ofPoster(stub, 'interview');
    const body = {
      JobID: job.JobID,
      toStage: 'offered' as const,
      items: [{ ApplicationID: application.ApplicationID, fromStage: 'interview' as const }],
      offer: { ctc: job.ctc.max + 1, joiningDate: null },
    };
    await expectRefused(
      stub,
      () => stub.call(applicationRoutes.applicationMoveMany, { token, body }),
      'CTC_OUTSIDE_RANGE',
    );
    const moved = await stub.ok(applicationRoutes.applicationMoveMany, {
      token,
      body: { ...body, confirmOutsideRange: true },
    });
    expect(moved.moved).toEqual([{ ApplicationID: application.ApplicationID, stage: 'offered' }]);
  });
});

describe('revising an offer (D33)', () => {
  it('replaces the terms and note, keeps before → after in the history and tells the student', async () => {
    const stub = await recruitmentStub();
    const token = await stub.tokenOf('poster');
    const { application, job } = ofPoster(stub, 'offered');
    const before = { ...application.offer };
    const events = stub.store.studentEvents.get(application.UserID)?.length ?? 0;
    const { json } = await stub.call(applicationRoutes.applicationReviseOffer, {
      token,
      body: {
        ApplicationID: application.ApplicationID,
        offer: { ctc: job.ctc.min, joiningDate: '2025-08-01' },
        note: '  Corrected: joining in August  ',
      },
    });
    expectContract(ApplicationResponse, json);
    if (!json.status) throw new Error(json.message);
    const after = {
      ctc: job.ctc.min,
      joiningDate: '2025-08-01',
      note: 'Corrected: joining in August',
    };
    expect(json.body).toMatchObject({ stage: 'offered', offer: after });
    expect(json.body.history.at(-1)).toEqual({
      stage: 'offered',
      at: new Date(start).toISOString(),
      by: priya,
      note: 'Corrected: joining in August',
      offerChange: { kind: 'revised', before, after },
    });
    const told = stub.store.studentEvents.get(application.UserID) ?? [];
    expect(told).toHaveLength(events + 1);
    expect(told.at(-1)).toMatchObject({ kind: 'offerRevised', offer: after, read: false });
    // The student reads the revised offer and its note in their application and their bell.
    const student = await studentOf(stub, application);
    const theirs = await stub.ok(applicationRoutes.applicationGet, {
      token: student,
      query: { ApplicationID: application.ApplicationID },
    });
    expect(theirs.offer).toEqual(after);
    const bell = await stub.ok(eventRoutes.studentEvents, { token: student, query: {} });
    expect(bell.items[0]).toMatchObject({
      kind: 'offerRevised',
      offer: after,
      message: `${json.body.job.companyName} revised its offer for ${job.title}: now ${job.ctc.min} LPA`,
    });
  });

  it('needs confirmation outside the range and refuses ten times its top', async () => {
    const stub = await recruitmentStub();
    const token = await stub.tokenOf('poster');
    const { application, job } = ofPoster(stub, 'offered');
    const revise = (ctc: number, confirmOutsideRange?: boolean) => () =>
      stub.call(applicationRoutes.applicationReviseOffer, {
        token,
        body: {
          ApplicationID: application.ApplicationID,
          offer: { ctc, joiningDate: null },
          ...(confirmOutsideRange === undefined ? {} : { confirmOutsideRange }),
        },
      });
    await expectRefused(stub, revise(job.ctc.max + 2), 'CTC_OUTSIDE_RANGE');
    await expectRefused(stub, revise(job.ctc.max * 10 + 1, true), 'CTC_TYPING_ERROR');
    const { json } = await revise(job.ctc.max + 2, true)();
    expect(json).toMatchObject({
      status: true,
      body: { offer: { ctc: job.ctc.max + 2, joiningDate: null, note: null } },
    });
  });

  it('answers 400 naming a joining date not on the calendar', async () => {
    const stub = await recruitmentStub();
    const token = await stub.tokenOf('poster');
    const { application } = ofPoster(stub, 'offered');
    const before = fingerprint(stub.store);
    const result = await stub.raw('POST', '/applications/v1/reviseOffer', {
      token,
      body: {
        ApplicationID: application.ApplicationID,
        offer: { ctc: 6, joiningDate: '2025-02-30' },
      },
    });
    expectInvalidField(result, '/offer/joiningDate');
    expect(fingerprint(stub.store)).toBe(before);
  });
});

describe('withdrawing an offer (D33)', () => {
  it('returns the application to Interview, keeps the offer in the history and tells the student', async () => {
    const stub = await recruitmentStub();
    const token = await stub.tokenOf('poster');
    const { application, job } = ofPoster(stub, 'offered');
    application.interview ??= {
      date: '2025-01-10',
      time: '10:00',
      mode: 'office',
      link: null,
      venue: null,
    };
    const before = { ...application.offer };
    const body = await stub.ok(applicationRoutes.applicationWithdrawOffer, {
      token,
      body: { ApplicationID: application.ApplicationID, note: 'Role put on hold' },
    });
    expect(body).toMatchObject({ stage: 'interview', offer: null });
    expect(body.history.at(-1)).toEqual({
      stage: 'interview',
      at: new Date(start).toISOString(),
      by: priya,
      note: 'Role put on hold',
      offerChange: { kind: 'withdrawn', before, after: null },
    });
    // One event, the withdrawal: not a second "interview scheduled".
    const told = stub.store.studentEvents.get(application.UserID) ?? [];
    expect(told.at(-1)).toMatchObject({ kind: 'offerWithdrawn', offer: before });
    expect(told.at(-2)?.kind).not.toBe('interviewScheduled');
    const bell = await stub.ok(eventRoutes.studentEvents, {
      token: await studentOf(stub, application),
      query: {},
    });
    expect(bell.items[0]?.message).toBe(
      `${body.job.companyName} withdrew its offer for ${job.title}`,
    );
  });

  it('returns it to Shortlisted when it had no interview', async () => {
    const stub = await recruitmentStub();
    const token = await stub.tokenOf('poster');
    const { application } = ofPoster(stub, 'offered');
    application.interview = null;
    const body = await stub.ok(applicationRoutes.applicationWithdrawOffer, {
      token,
      body: { ApplicationID: application.ApplicationID },
    });
    expect(body).toMatchObject({ stage: 'shortlisted', offer: null });
    expect(body.history.at(-1)?.offerChange?.kind).toBe('withdrawn');
  });
});

describe('who may change an offer, and when (D19, D33)', () => {
  const revise = (stub: RecruitmentStub, token: string, ApplicationID: number) => () =>
    stub.call(applicationRoutes.applicationReviseOffer, {
      token,
      body: {
        ApplicationID,
        offer: {
          ctc: jobOf(stub.store, stub.store.applications.get(ApplicationID)?.JobID ?? 0).ctc.min,
          joiningDate: null,
        },
      },
    });
  const withdraw = (stub: RecruitmentStub, token: string, ApplicationID: number) => () =>
    stub.call(applicationRoutes.applicationWithdrawOffer, { token, body: { ApplicationID } });

  it.each([
    ['colleague', 'JOB_READ_ONLY'],
    ['clientAdmin', 'JOB_READ_ONLY'],
    ['otherRecruiter', 'APPLICATION_NOT_FOUND'],
    ['instituteAdmin', 'ROLE_NOT_ALLOWED'],
    ['student', 'ROLE_NOT_ALLOWED'],
  ] as [Person, string][])('refuses the %s with %s', async (person, code) => {
    const stub = await recruitmentStub();
    const token = await stub.tokenOf(person);
    const { application } = ofPoster(stub, 'offered');
    await expectRefused(stub, revise(stub, token, application.ApplicationID), code);
    await expectRefused(stub, withdraw(stub, token, application.ApplicationID), code);
  });

  it('refuses once the student has answered, and where there is no offer', async () => {
    const stub = await recruitmentStub();
    const token = await stub.tokenOf('poster');
    for (const stage of ['offerAccepted', 'offerDeclined'] as const) {
      const { application } = ofPoster(stub, stage);
      await expectRefused(stub, revise(stub, token, application.ApplicationID), 'OFFER_ANSWERED');
      await expectRefused(stub, withdraw(stub, token, application.ApplicationID), 'OFFER_ANSWERED');
    }
    const { application } = ofPoster(stub, 'interview');
    await expectRefused(stub, revise(stub, token, application.ApplicationID), 'NO_OPEN_OFFER');
    await expectRefused(stub, withdraw(stub, token, application.ApplicationID), 'NO_OPEN_OFFER');
  });

  it('refuses after the student accepts an offer made a moment before', async () => {
    const stub = await recruitmentStub();
    const token = await stub.tokenOf('poster');
    const { application } = ofPoster(stub, 'offered');
    await stub.ok(applicationRoutes.applicationAnswerOffer, {
      token: await studentOf(stub, application),
      body: { ApplicationID: application.ApplicationID, accept: false },
    });
    await expectRefused(stub, withdraw(stub, token, application.ApplicationID), 'OFFER_ANSWERED');
  });
});

describe('the interview event says where (D33)', () => {
  it('carries the mode and the meeting link of an online interview', async () => {
    const stub = await recruitmentStub();
    const { application, job } = ofPoster(stub, 'shortlisted');
    const interview = {
      date: '2025-01-22',
      time: '15:00',
      mode: 'online' as const,
      link: 'https://meet.example.com/round-2',
      venue: null,
    };
    await stub.ok(applicationRoutes.applicationMove, {
      token: await stub.tokenOf('poster'),
      body: {
        ApplicationID: application.ApplicationID,
        fromStage: 'shortlisted',
        toStage: 'interview',
        interview,
      },
    });
    const bell = await stub.ok(eventRoutes.studentEvents, {
      token: await studentOf(stub, application),
      query: {},
    });
    expect(bell.items[0]).toMatchObject({ kind: 'interviewScheduled', interview });
    expect(bell.items[0]?.message).toBe(
      `Your interview for ${job.title} at ${bell.items[0]?.job.companyName} is on 2025-01-22 at 15:00, online (https://meet.example.com/round-2)`,
    );
  });
});
