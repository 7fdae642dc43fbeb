import { beforeEach, describe, expect, it } from 'vitest';
import { PlacementPolicyResponse } from '#openapi/placement.ts';
import * as applicationRoutes from '#openapi/routes/applications.gen.ts';
import * as jobRoutes from '#openapi/routes/jobs.gen.ts';
import * as placementRoutes from '#openapi/routes/placement.gen.ts';
import {
  fingerprint,
  type Person,
  people,
  placedStudent,
  type RecruitmentStub,
  recruitmentStub,
} from '../../test-support/recruitment.ts';
import { expectContract, expectInvalidField, start } from '../../test-support/stub.ts';

// The placement policy (D25, D29): the institute admin sets it (off, or 1.0 to 5.0 times the
// accepted CTC), every change is kept with who and when, and from then on a placed student may
// apply only to jobs whose posted CTC reaches the multiple, told why with the figures.

const admin = { UserID: 1003, displayName: '' };
const hour = 60 * 60 * 1000;

let stub: RecruitmentStub;
let adminToken: string;
beforeEach(async () => {
  stub = await recruitmentStub();
  adminToken = await stub.tokenOf('instituteAdmin');
  admin.displayName = stub.store.users.get(1003)?.displayName ?? '';
});

const setPolicy = (dreamOfferMultiple: number | null, token = adminToken) =>
  stub.call(placementRoutes.placementPolicySet, { token, body: { dreamOfferMultiple } });

async function placedToken() {
  return (await stub.login(placedStudent)).token;
}

describe('reading and setting the policy (D29)', () => {
  it('is off until set, and the institute admin reads it so', async () => {
    const answer = await stub.call(placementRoutes.placementPolicyGet, { token: adminToken });
    expectContract(PlacementPolicyResponse, answer.json);
    expect(answer.json.body).toEqual({
      instituteID: 1,
      dreamOfferMultiple: null,
      changedAt: null,
      changedBy: null,
      history: [],
    });
  });

  it('keeps every change with who and when, newest first; the same value again is no change', async () => {
    expect(admin.displayName).not.toBe('');
    expect((await setPolicy(1.5)).json).toMatchObject({
      status: true,
      message: 'Placement policy set',
    });
    stub.advance(2 * hour);
    await setPolicy(2);
    stub.advance(hour);
    const same = await setPolicy(2);
    expect(same.json.message).toBe('Placement policy unchanged');
    stub.advance(hour);
    const off = await setPolicy(null);
    expectContract(PlacementPolicyResponse, off.json);
    const at = (hours: number) => new Date(start + hours * hour).toISOString();
    expect(off.json).toMatchObject({ status: true, message: 'Placement policy off' });
    expect(off.json.body).toEqual({
      instituteID: 1,
      dreamOfferMultiple: null,
      changedAt: at(4),
      changedBy: admin,
      history: [
        { dreamOfferMultiple: null, at: at(4), by: admin },
        { dreamOfferMultiple: 2, at: at(2), by: admin },
        { dreamOfferMultiple: 1.5, at: at(0), by: admin },
      ],
    });
  });

  it('takes 1.0 to 5.0 in tenths, or null, and names the field for anything else', async () => {
    for (const good of [1, 1.1, 2.5, 4.9, 5]) {
      expect((await setPolicy(good)).json.body).toMatchObject({ dreamOfferMultiple: good });
    }
    const before = fingerprint(stub.store);
    for (const bad of [0.9, 5.1, 1.25, 0, -1, '1.5', true]) {
      const answer = await stub.raw('POST', '/placement/v1/setPolicy', {
        token: adminToken,
        body: { dreamOfferMultiple: bad },
      });
      expectInvalidField(answer, '/dreamOfferMultiple');
      expect(answer.json.message).toBe(
        '/dreamOfferMultiple: must be null (off) or a number from 1 to 5 in steps of 0.1',
      );
    }
    expectInvalidField(
      await stub.raw('POST', '/placement/v1/setPolicy', { token: adminToken, body: {} }),
      '/dreamOfferMultiple',
    );
    expect(fingerprint(stub.store)).toBe(before);
  });

  it('is each institute’s own: institute 2’s admin sets theirs, institute 1’s stays off', async () => {
    const other = await stub.tokenOf('otherInstituteAdmin');
    expect((await setPolicy(3, other)).json.body).toMatchObject({
      instituteID: 2,
      dreamOfferMultiple: 3,
    });
    const mine = await stub.ok(placementRoutes.placementPolicyGet, { token: adminToken });
    expect(mine).toMatchObject({ instituteID: 1, dreamOfferMultiple: null, history: [] });
  });

  it('shows a student their institute’s rule and when it changed, not who changed it', async () => {
    await setPolicy(1.5);
    const student = await stub.tokenOf('student');
    expect(await stub.ok(placementRoutes.placementPolicyGet, { token: student })).toEqual({
      instituteID: 1,
      dreamOfferMultiple: 1.5,
      changedAt: new Date(start).toISOString(),
      changedBy: null,
      history: [],
    });
  });
});

describe('who may read and set it', () => {
  const expected: Record<Person, { get: string; set: string }> = {
    student: { get: 'ok', set: 'ROLE_NOT_ALLOWED' },
    poster: { get: 'ROLE_NOT_ALLOWED', set: 'ROLE_NOT_ALLOWED' },
    colleague: { get: 'ROLE_NOT_ALLOWED', set: 'ROLE_NOT_ALLOWED' },
    clientAdmin: { get: 'ROLE_NOT_ALLOWED', set: 'ROLE_NOT_ALLOWED' },
    instituteAdmin: { get: 'ok', set: 'ok' },
    member: { get: 'ROLE_NOT_ALLOWED', set: 'ROLE_NOT_ALLOWED' },
    otherRecruiter: { get: 'ROLE_NOT_ALLOWED', set: 'ROLE_NOT_ALLOWED' },
    otherClientAdmin: { get: 'ROLE_NOT_ALLOWED', set: 'ROLE_NOT_ALLOWED' },
    otherInstituteAdmin: { get: 'ok', set: 'ok' },
  };
  it('covers every person of the seed', () => {
    expect(Object.keys(expected).sort()).toEqual(Object.keys(people).sort());
  });

  const rows = Object.entries(expected).map(([person, { get, set }]) => ({ person, get, set }));
  it.each(rows)('$person: get $get, set $set', async ({ person, ...outcome }) => {
    const token = await stub.tokenOf(person as Person);
    const before = fingerprint(stub.store);
    const read = await stub.call(placementRoutes.placementPolicyGet, { token });
    expect(read.status).toBe(200);
    if (outcome.get === 'ok') expect(read.json.status).toBe(true);
    else {
      expect(read.json).toMatchObject({
        status: false,
        code: outcome.get,
        message: 'This is not available to your role',
      });
    }
    const written = await setPolicy(2, token);
    expect(written.status).toBe(200);
    if (outcome.set === 'ok') {
      expect(written.json.status).toBe(true);
      expect(fingerprint(stub.store)).not.toBe(before);
    } else {
      expect(written.json).toMatchObject({ status: false, code: outcome.set });
      expect(fingerprint(stub.store)).toBe(before);
    }
  });

  it('answers 401 without a session', async () => {
    expect((await stub.call(placementRoutes.placementPolicyGet)).status).toBe(401);
    expect((await setPolicy(2, '')).status).toBe(401);
  });
});

describe('a placed student under the policy (D29)', () => {
  /** Quality Engineer Trainee, open, 4–5 LPA: below 1.5 × 4 = 6. */
  const qualityEngineer = 4;
  /** Technical Support Associate, open, 3.5–4.2 LPA. */
  const supportAssociate = 5;
  /** Associate Software Engineer, open, 6–8 LPA: its top reaches 6. */
  const associateEngineer = 2;

  const reason = {
    code: 'PLACEMENT_POLICY',
    message:
      'You have accepted an offer of 4 LPA; your institute lets placed students apply only to jobs paying 1.5 times that, 6 LPA or more',
    limit: 6,
    placement: { acceptedCtc: 4, multiple: 1.5, leastCtc: 6 },
  };

  it('lists each job below the multiple with the reason and its figures', async () => {
    const token = await placedToken();
    await setPolicy(1.5);
    const page = await stub.ok(jobRoutes.studentJobs, {
      token,
      query: { eligibility: 'notEligible', pageSize: 50 },
    });
    const byID = new Map(page.items.map((item) => [item.job.JobID, item.eligibility]));
    expect(byID.get(qualityEngineer)).toEqual({ eligible: false, reasons: [reason] });
    // The same figures on every such job: they are the student's and the institute's.
    expect(byID.get(supportAssociate)?.reasons).toEqual([reason]);
    expect(byID.has(associateEngineer)).toBe(false);
  });

  it('refuses applying with NOT_ELIGIBLE carrying the reason; a job whose top reaches it is open', async () => {
    const token = await placedToken();
    await setPolicy(1.5);
    const before = fingerprint(stub.store);
    const refused = await stub.call(applicationRoutes.applicationApply, {
      token,
      body: { JobID: qualityEngineer },
    });
    expect(refused.json).toEqual({
      status: false,
      code: 'NOT_ELIGIBLE',
      message: 'You are not eligible for this job',
      body: { reasons: [reason] },
    });
    expect(fingerprint(stub.store)).toBe(before);
    await stub.ok(applicationRoutes.applicationApply, {
      token,
      body: { JobID: associateEngineer },
    });
  });

  it('holds for applications made after the change: earlier ones stay as they were', async () => {
    const token = await placedToken();
    const kavya = [...stub.store.users.values()].find((user) => user.email === placedStudent);
    const own = () => stub.store.applicationsByStudent.get(kavya?.UserID ?? 0) ?? [];
    // Before the policy she may apply to a job paying less than her offer.
    await stub.ok(applicationRoutes.applicationApply, { token, body: { JobID: supportAssociate } });
    const stagesBefore = own().map((row) => [row.JobID, row.stage]);
    expect(stagesBefore).toContainEqual([1, 'testAssigned']);
    stub.advance(hour);
    await setPolicy(1.5);
    expect(own().map((row) => [row.JobID, row.stage])).toEqual(stagesBefore);
    // Her earlier applications to jobs below the multiple still carry their moves.
    const mine = await stub.ok(applicationRoutes.myApplications, { token, query: {} });
    const toSupport = mine.items.find((item) => item.job.JobID === supportAssociate);
    expect(toSupport?.moves).toEqual(['withdrawn']);
    // A new one is refused.
    const refused = await stub.call(applicationRoutes.applicationApply, {
      token,
      body: { JobID: qualityEngineer },
    });
    expect(refused.json).toMatchObject({ code: 'NOT_ELIGIBLE', body: { reasons: [reason] } });
  });

  it('leaves a student who is not placed alone, and lifts the rule when turned off', async () => {
    await setPolicy(1.5);
    const student = await stub.tokenOf('student');
    await stub.ok(applicationRoutes.applicationApply, {
      token: student,
      body: { JobID: supportAssociate },
    });
    await setPolicy(null);
    await stub.ok(applicationRoutes.applicationApply, {
      token: await placedToken(),
      body: { JobID: qualityEngineer },
    });
  });
});
