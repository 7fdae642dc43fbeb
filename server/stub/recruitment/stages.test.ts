import { beforeAll, describe, expect, it } from 'vitest';
import type { Stage } from '#openapi/applications.ts';
import * as applicationRoutes from '#openapi/routes/applications.gen.ts';
import * as jobRoutes from '#openapi/routes/jobs.gen.ts';
import * as qaRoutes from '#openapi/routes/stub-applications.gen.ts';
import {
  fingerprint,
  jobInput,
  type RecruitmentStub,
  recruitmentStub,
} from '../test-support/recruitment.ts';
import type { ApplicationRecord } from './applications/store.ts';

// The stages of D21 in full: every stage an application can be in, against every stage, for a job
// with a test and one without. The table below is written out here, apart from the server's, so a
// change to either shows. A move the table does not allow answers ILLEGAL_MOVE and changes nothing;
// one from a stage the application has left answers STAGE_CHANGED and changes nothing.

const stages: Stage[] = [
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
];

/** Where the job's recruiter may move an application, by the stage it is in. */
const recruiterTable: Record<'withTest' | 'withoutTest', Partial<Record<Stage, Stage[]>>> = {
  withTest: {
    applied: ['rejected'],
    testAssigned: ['rejected'],
    testCompleted: ['shortlisted', 'rejected'],
    shortlisted: ['interview', 'rejected'],
    interview: ['interview', 'offered', 'rejected'],
    offered: ['rejected'],
  },
  withoutTest: {
    applied: ['shortlisted', 'rejected'],
    testAssigned: ['rejected'],
    testCompleted: ['shortlisted', 'rejected'],
    shortlisted: ['interview', 'rejected'],
    interview: ['interview', 'offered', 'rejected'],
    offered: ['rejected'],
  },
};

/** The stages each kind of job reaches through the API; the others are forced in the store. */
const reachable: Record<keyof typeof recruiterTable, Stage[]> = {
  withTest: stages.filter((stage) => stage !== 'applied'),
  withoutTest: stages.filter((stage) => stage !== 'testAssigned' && stage !== 'testCompleted'),
};

const interview = {
  date: '2025-01-22',
  time: '10:30',
  mode: 'online',
  link: 'https://meet.example.com/round-1',
  venue: null,
} as const;
const offer = { ctc: 6.2, joiningDate: '2025-07-01' };

/** What a move to `to` must carry. */
const detailsFor = (to: Stage) => ({
  ...(to === 'interview' ? { interview } : {}),
  ...(to === 'offered' ? { offer } : {}),
});

/** The student events a move makes (D26). */
const eventOf: Partial<Record<Stage, string>> = {
  testAssigned: 'testAssigned',
  shortlisted: 'shortlisted',
  interview: 'interviewScheduled',
  offered: 'offerMade',
  rejected: 'rejected',
};

type Kind = keyof typeof recruiterTable;

/** recruiter@'s two new jobs, published, with `count` generated applicants at each stage. */
async function jobsWithApplicants(count: number) {
  const stub = await recruitmentStub();
  const token = await stub.tokenOf('poster');
  const jobs = {} as Record<Kind, number>;
  for (const kind of ['withTest', 'withoutTest'] as const) {
    const created = await stub.ok(jobRoutes.jobCreate, {
      token,
      body: jobInput({
        title: `Transitions ${kind}`,
        ...(kind === 'withTest' ? {} : { assessment: null, minScore: null }),
      }),
    });
    await stub.ok(jobRoutes.jobPublish, { token, body: { JobID: created.job.JobID } });
    jobs[kind] = created.job.JobID;
  }
  const pool = new Map<string, ApplicationRecord[]>();
  for (const kind of ['withTest', 'withoutTest'] as const) {
    for (const stage of stages) {
      const JobID = jobs[kind];
      const before = new Set(
        (stub.store.applicationsByJob.get(JobID) ?? []).map((a) => a.ApplicationID),
      );
      if (reachable[kind].includes(stage)) {
        await stub.ok(qaRoutes.stubAddApplicants, { body: { JobID, count, stage } });
      } else {
        // A stage this kind of job never reaches: generated at the nearest one, then forced.
        await stub.ok(qaRoutes.stubAddApplicants, {
          body: { JobID, count, stage: kind === 'withTest' ? 'testAssigned' : 'applied' },
        });
      }
      const added = (stub.store.applicationsByJob.get(JobID) ?? []).filter(
        (application) => !before.has(application.ApplicationID),
      );
      for (const application of added) application.stage = stage;
      pool.set(`${kind}:${stage}`, added);
    }
  }
  return { stub, token, jobs, pool };
}

describe('the recruiter’s moves, every stage to every stage (D21)', () => {
  let world: Awaited<ReturnType<typeof jobsWithApplicants>>;
  beforeAll(async () => {
    world = await jobsWithApplicants(stages.length);
  });

  for (const kind of ['withTest', 'withoutTest'] as const) {
    for (const from of stages) {
      for (const [index, to] of stages.entries()) {
        const legal = recruiterTable[kind][from]?.includes(to) ?? false;
        const forced = reachable[kind].includes(from) ? '' : ' (forced)';
        it(`${kind}: ${from}${forced} → ${to}: ${legal ? 'moves' : 'ILLEGAL_MOVE'}`, async () => {
          const { stub, token } = world;
          const application = world.pool.get(`${kind}:${from}`)?.[index];
          if (!application) throw new Error('no application prepared');
          const ApplicationID = application.ApplicationID;
          const events = () => stub.store.studentEvents.get(application.UserID) ?? [];
          const eventsBefore = events().length;
          const before = fingerprint(stub.store);
          const { json } = await stub.call(applicationRoutes.applicationMove, {
            token,
            body: { ApplicationID, fromStage: from, toStage: to, ...detailsFor(to) },
          });
          if (!legal) {
            expect(json).toMatchObject({ status: false, code: 'ILLEGAL_MOVE' });
            expect(fingerprint(stub.store)).toBe(before);
            return;
          }
          expect(json.status, json.message).toBe(true);
          expect(application.stage).toBe(to);
          expect(application.history.at(-1)).toMatchObject({ stage: to, byUserID: 1001 });
          const made = events()
            .slice(eventsBefore)
            .map((event) => event.kind);
          expect(made).toEqual(eventOf[to] ? [eventOf[to]] : []);
          if (to === 'interview') expect(application.interview).toEqual(interview);
          if (to === 'offered') expect(application.offer).toEqual({ ...offer, note: null });
        });
      }
    }
  }
});

/** Where the student may move their own application, by the stage it is in. */
const studentTable: Record<'withdraw' | 'accept' | 'decline', Stage[]> = {
  withdraw: ['applied', 'testAssigned', 'testCompleted', 'shortlisted', 'interview'],
  accept: ['offered'],
  decline: ['offered'],
};

/** The refusal of a move the student may not make from `from` (issue 28: an ended one has its own). */
const studentRefusal = (action: 'withdraw' | 'accept' | 'decline', from: Stage) => {
  if (action !== 'withdraw') return 'NO_OFFER';
  if (from === 'withdrawn') return 'ALREADY_WITHDRAWN';
  if (from === 'rejected') return 'ALREADY_REJECTED';
  return 'CANNOT_WITHDRAW';
};

describe('the student’s moves from every stage (D21, D25)', () => {
  let world: Awaited<ReturnType<typeof jobsWithApplicants>>;
  beforeAll(async () => {
    world = await jobsWithApplicants(3);
  });

  for (const from of stages) {
    for (const [index, action] of (['withdraw', 'accept', 'decline'] as const).entries()) {
      const legal = studentTable[action].includes(from);
      it(`${from} → ${action}: ${legal ? 'moves' : studentRefusal(action, from)}`, async () => {
        const { stub } = world;
        const kind: Kind = from === 'applied' ? 'withoutTest' : 'withTest';
        const application = world.pool.get(`${kind}:${from}`)?.[index];
        if (!application) throw new Error('no application prepared');
        const student = stub.store.users.get(application.UserID);
        const { token } = await stub.login(student?.email ?? '');
        const { ApplicationID } = application;
        const before = fingerprint(stub.store);
        const { json } =
          action === 'withdraw'
            ? await stub.call(applicationRoutes.applicationWithdraw, {
                token,
                body: { ApplicationID },
              })
            : await stub.call(applicationRoutes.applicationAnswerOffer, {
                token,
                body: { ApplicationID, accept: action === 'accept' },
              });
        if (!legal) {
          expect(json).toMatchObject({ status: false, code: studentRefusal(action, from) });
          expect(fingerprint(stub.store)).toBe(before);
          return;
        }
        expect(json.status, json.message).toBe(true);
        const to = { withdraw: 'withdrawn', accept: 'offerAccepted', decline: 'offerDeclined' }[
          action
        ];
        expect(application.stage).toBe(to);
        expect(application.history.at(-1)).toMatchObject({ stage: to, byUserID: student?.UserID });
      });
    }
  }
});

describe('a stale move (D21)', () => {
  let stub: RecruitmentStub;
  let token: string;
  beforeAll(async () => {
    stub = await recruitmentStub();
    token = await stub.tokenOf('poster');
  });

  it('is refused with STAGE_CHANGED and changes nothing when the application has moved since', async () => {
    const application = (stub.store.applicationsByJob.get(1) ?? []).find(
      (row) => row.stage === 'testCompleted',
    );
    if (!application) throw new Error('the seed has no application at Test completed on job 1');
    const { ApplicationID } = application;
    await stub.ok(applicationRoutes.applicationMove, {
      token,
      body: { ApplicationID, fromStage: 'testCompleted', toStage: 'shortlisted' },
    });
    const before = fingerprint(stub.store);
    // A second tab still showing it at Test completed rejects it.
    const second = await stub.call(applicationRoutes.applicationMove, {
      token,
      body: { ApplicationID, fromStage: 'testCompleted', toStage: 'rejected' },
    });
    expect(second.json).toMatchObject({ status: false, code: 'STAGE_CHANGED' });
    expect(fingerprint(stub.store)).toBe(before);
    expect(application.stage).toBe('shortlisted');
  });

  it('is refused even when the move would be legal from where the application is now', async () => {
    const application = (stub.store.applicationsByJob.get(1) ?? []).find(
      (row) => row.stage === 'testAssigned',
    );
    if (!application) throw new Error('the seed has no application at Test assigned on job 1');
    const before = fingerprint(stub.store);
    const { json } = await stub.call(applicationRoutes.applicationMove, {
      token,
      body: {
        ApplicationID: application.ApplicationID,
        fromStage: 'testCompleted',
        toStage: 'rejected',
      },
    });
    expect(json).toMatchObject({ status: false, code: 'STAGE_CHANGED' });
    expect(fingerprint(stub.store)).toBe(before);
  });
});
