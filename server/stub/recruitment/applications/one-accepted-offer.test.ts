import { beforeEach, describe, expect, it } from 'vitest';
import * as applicationRoutes from '#openapi/routes/applications.gen.ts';
import {
  fingerprint,
  jobOf,
  placedStudent,
  type RecruitmentStub,
  recruitmentStub,
} from '../../test-support/recruitment.ts';
import { start } from '../../test-support/stub.ts';
import type { ApplicationRecord } from './store.ts';

// D27: a student holds at most one accepted offer. The seed's placed student accepted 4 LPA for
// UI/UX Design Intern (job 12) and has an open offer of 10.6 LPA for Software Engineer — Payments
// (job 19, Sindhu Fintech); accepting it declines the first in the same call.

let stub: RecruitmentStub;
let token: string;
let held: ApplicationRecord;
let open: ApplicationRecord;
beforeEach(async () => {
  stub = await recruitmentStub();
  token = (await stub.login(placedStudent)).token;
  const kavya = [...stub.store.users.values()].find((user) => user.email === placedStudent);
  const own = stub.store.applicationsByStudent.get(kavya?.UserID ?? 0) ?? [];
  const byJob = (JobID: number) => own.find((row) => row.JobID === JobID);
  const [first, second] = [byJob(12), byJob(19)];
  if (!first || !second) throw new Error('the seed lacks the placed student’s offers');
  [held, open] = [first, second];
});

const accept = (ApplicationID: number, accepting = true) =>
  stub.call(applicationRoutes.applicationAnswerOffer, {
    token,
    body: { ApplicationID, accept: accepting },
  });

const recruiterEventsOf = (application: ApplicationRecord) =>
  (stub.store.recruiterEvents.get(jobOf(stub.store, application.JobID).postedBy) ?? []).filter(
    (event) => event.ApplicationID === application.ApplicationID && event.at === start,
  );

describe('accepting a second offer (D27)', () => {
  it('starts from the seed as described', () => {
    expect([held.stage, held.offer?.ctc, open.stage, open.offer?.ctc]).toEqual([
      'offerAccepted',
      4,
      'offered',
      10.6,
    ]);
    expect(jobOf(stub.store, open.JobID).title).toBe('Software Engineer — Payments');
  });

  it('declines the accepted offer in the same step, with a note naming the new job', async () => {
    const answer = await accept(open.ApplicationID);
    expect(answer.json).toMatchObject({
      status: true,
      message: 'Offer accepted',
      body: { stage: 'offerAccepted', offer: { ctc: 10.6 } },
    });
    expect(held.stage).toBe('offerDeclined');
    expect(held.offer?.ctc).toBe(4);
    expect(held.history.at(-1)).toEqual({
      stage: 'offerDeclined',
      at: start,
      byUserID: open.UserID,
      note: 'Declined on accepting the offer for Software Engineer — Payments at Sindhu Fintech',
    });
    const accepted = (stub.store.applicationsByStudent.get(open.UserID) ?? []).filter(
      (row) => row.stage === 'offerAccepted',
    );
    expect(accepted.map((row) => row.ApplicationID)).toEqual([open.ApplicationID]);
  });

  it('tells each job’s recruiter as any answer does (D34): a decline and an acceptance', async () => {
    await accept(open.ApplicationID);
    expect(recruiterEventsOf(held).map((event) => event.kind)).toEqual(['offerDeclined']);
    expect(recruiterEventsOf(open).map((event) => event.kind)).toEqual(['offerAccepted']);
  });

  it('shows the student the first application declined with its note', async () => {
    await accept(open.ApplicationID);
    const first = await stub.ok(applicationRoutes.applicationGet, {
      token,
      query: { ApplicationID: held.ApplicationID },
    });
    expect(first.stage).toBe('offerDeclined');
    expect(first.history.at(-1)).toMatchObject({
      stage: 'offerDeclined',
      note: 'Declined on accepting the offer for Software Engineer — Payments at Sindhu Fintech',
    });
  });

  it('leaves the accepted offer alone when the student declines the other', async () => {
    await accept(open.ApplicationID, false);
    expect([held.stage, open.stage]).toEqual(['offerAccepted', 'offerDeclined']);
    expect(held.history.at(-1)?.stage).toBe('offerAccepted');
  });

  it('puts both back when the call fails after the decline', async () => {
    // An offer the contract refuses in the reply (a CTC of 0) makes the call fail after both moves.
    if (open.offer) open.offer.ctc = 0;
    const before = fingerprint(stub.store);
    const answer = await accept(open.ApplicationID);
    expect(answer.status).toBe(500);
    expect(fingerprint(stub.store)).toBe(before);
    expect([held.stage, open.stage]).toEqual(['offerAccepted', 'offered']);
  });
});
