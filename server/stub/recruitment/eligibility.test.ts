import { describe, expect, it } from 'vitest';
import { seedStore } from '../seed.ts';
import { eligibilityOf } from './eligibility.ts';

// The server's eligibility rules (D20) and the institute's dream-offer policy (D25), on the seed.

const now = Date.UTC(2025, 0, 15, 9);

function world() {
  const store = seedStore(now);
  const student = store.users.get(1004);
  const job = store.jobs.get(1);
  if (!student || !job) throw new Error('the seed lacks student@ or job 1');
  return { store, student, job };
}

describe('eligibility (D20)', () => {
  it('gives every reason at once, each with its limit', () => {
    const { store, student, job } = world();
    job.eligibility = {
      instituteIDs: [2],
      classIDs: [4],
      minCGPA: 8.5,
      maxBacklogs: 0,
      graduationYears: [2026, 2027],
    };
    const record = store.academicRecords.get(1004);
    if (record) record.activeBacklogs = 2;
    expect(eligibilityOf(store, student, job)).toEqual({
      eligible: false,
      reasons: [
        { code: 'INSTITUTE', message: 'Open to students of other institutes', limit: null },
        { code: 'CLASS', message: 'Not open to your class', limit: null },
        { code: 'MIN_CGPA', message: 'CGPA 8.5 or above', limit: 8.5 },
        { code: 'MAX_BACKLOGS', message: 'No active backlogs', limit: 0 },
        { code: 'GRADUATION_YEAR', message: 'Graduating in 2026 or 2027', limit: null },
      ],
    });
  });

  it('names the classes of the student’s institute a job is open to', () => {
    const { store, student, job } = world();
    job.eligibility.classIDs = [2, 3, 5];
    expect(eligibilityOf(store, student, job).reasons).toEqual([
      {
        code: 'CLASS',
        message: 'Open to B.E. Electronics and Communication — Final year, MCA — Final year only',
        limit: null,
      },
    ]);
  });

  it('says so when the institute has not entered the student’s record', () => {
    const { store, student, job } = world();
    store.academicRecords.delete(1004);
    expect(eligibilityOf(store, student, job).reasons.map((reason) => reason.code)).toEqual([
      'NO_RECORD',
    ]);
  });
});

describe('the dream-offer policy (D25, D29)', () => {
  it('is off by default: a placed student may still apply', () => {
    const { store, student, job } = world();
    const application = store.applicationsByStudent.get(1004)?.[0];
    if (!application) throw new Error('student@ has no application');
    Object.assign(application, { stage: 'offerAccepted', offer: { ctc: 4, joiningDate: null } });
    expect(eligibilityOf(store, student, job).eligible).toBe(true);
  });

  it('once set, lets a placed student apply only to jobs paying the multiple of the accepted CTC', () => {
    const { store, student, job } = world();
    const application = store.applicationsByStudent.get(1004)?.[0];
    if (!application) throw new Error('student@ has no application');
    Object.assign(application, { stage: 'offerAccepted', offer: { ctc: 4, joiningDate: null } });
    store.placementPolicies.set(1, {
      dreamOfferMultiple: 1.5,
      changes: [{ dreamOfferMultiple: 1.5, at: now, byUserID: 1003 }],
    });
    job.ctc = { min: 4.5, max: 5.5 };
    expect(eligibilityOf(store, student, job)).toEqual({
      eligible: false,
      reasons: [
        {
          code: 'PLACEMENT_POLICY',
          message:
            'You have accepted an offer of 4 LPA; your institute lets placed students apply only to jobs paying 1.5 times that, 6 LPA or more',
          limit: 6,
          placement: { acceptedCtc: 4, multiple: 1.5, leastCtc: 6 },
        },
      ],
    });
    // The top of the posted range counts: a job that may pay 6 is open to her.
    job.ctc = { min: 5, max: 6 };
    expect(eligibilityOf(store, student, job).eligible).toBe(true);
  });

  it('is off again once turned off, whatever it was before', () => {
    const { store, student, job } = world();
    const application = store.applicationsByStudent.get(1004)?.[0];
    if (!application) throw new Error('student@ has no application');
    Object.assign(application, { stage: 'offerAccepted', offer: { ctc: 4, joiningDate: null } });
    job.ctc = { min: 4.5, max: 5.5 };
    store.placementPolicies.set(1, {
      dreamOfferMultiple: null,
      changes: [
        { dreamOfferMultiple: 2, at: now - 1, byUserID: 1003 },
        { dreamOfferMultiple: null, at: now, byUserID: 1003 },
      ],
    });
    expect(eligibilityOf(store, student, job).eligible).toBe(true);
  });
});
