import { beforeAll, describe, expect, it } from 'vitest';
import type { Stage } from '#openapi/applications.ts';
import * as applicationRoutes from '#openapi/routes/applications.gen.ts';
import * as eventRoutes from '#openapi/routes/events.gen.ts';
import * as jobRoutes from '#openapi/routes/jobs.gen.ts';
import * as profileRoutes from '#openapi/routes/profiles.gen.ts';
import {
  draftJobID,
  fingerprint,
  institute1Applicant,
  jobInput,
  jobOf,
  openJobID,
  type Person,
  people,
  type RecruitmentStub,
  recruitmentStub,
} from '../test-support/recruitment.ts';

// Every role against every call of the recruitment core (D19–D22, D26, D34). A refused call answers its
// exact code and leaves the store exactly as it was; a read changes nothing either. The targets are
// company 1's job 1 (posted by recruiter@, open to institutes 1 and 2), its draft 13, an application
// to a job of recruiter@ by a student of institute 1 who applied to no job of company 2, and
// student@'s own applications to job 3 (shortlisted) and job 4 (at its interview).

const persons = Object.keys(people) as Person[];

type Outcome = 'ok' | string;

/** The outcome of each person: `others` unless named. */
const matrix = (others: Outcome, named: Partial<Record<Person, Outcome>>) =>
  Object.fromEntries(persons.map((person) => [person, named[person] ?? others])) as Record<
    Person,
    Outcome
  >;

type Targets = {
  slug: string;
  draftSlug: string;
  applicationID: number;
  applicationJobID: number;
  applicationStage: Stage;
  applicantID: number;
  ownUserID: number;
  ownApplicationID: number;
  offerApplicationID: number;
  ownEventID: number;
};

function targetsOf(stub: RecruitmentStub, person: Person): Targets {
  const { store } = stub;
  const application = institute1Applicant(store);
  const ownApplications = store.applicationsByStudent.get(1004) ?? [];
  const byJob = (JobID: number) => ownApplications.find((row) => row.JobID === JobID);
  const own = [...store.users.values()].find((user) => user.email === people[person]);
  return {
    slug: jobOf(store, openJobID).slug,
    draftSlug: jobOf(store, draftJobID).slug,
    applicationID: application.ApplicationID,
    applicationJobID: application.JobID,
    applicationStage: application.stage,
    applicantID: application.UserID,
    ownUserID: own?.UserID ?? 0,
    ownApplicationID: byJob(3)?.ApplicationID ?? 0,
    offerApplicationID: byJob(4)?.ApplicationID ?? 0,
    // A recruiter's own unread event on their jobs (D34); for anyone else, student@'s unread one.
    ownEventID:
      (
        store.recruiterEvents.get(own?.UserID ?? 0)?.find((event) => !event.read) ??
        store.studentEvents.get(1004)?.find((event) => !event.read)
      )?.EventID ?? 0,
  };
}

/** A change to one application of a job: only the recruiter who posted it (D19). */
const onePosterApplication = matrix('ROLE_NOT_ALLOWED', {
  poster: 'ok',
  colleague: 'JOB_READ_ONLY',
  clientAdmin: 'JOB_READ_ONLY',
  otherRecruiter: 'APPLICATION_NOT_FOUND',
  otherClientAdmin: 'APPLICATION_NOT_FOUND',
});

type Row = {
  call: string;
  /** A successful call changes the store: it runs on a stub of its own. */
  mutates: boolean;
  expected: Record<Person, Outcome>;
  /** Brings the store to where the call can succeed (on a stub of its own). */
  prepare?: (stub: RecruitmentStub, targets: Targets) => Promise<void>;
  send: (
    stub: RecruitmentStub,
    token: string,
    targets: Targets,
  ) => Promise<{ status: number; json: { status: boolean; message: string } }>;
  /** What a success must show the caller, besides its status. */
  check?: (body: unknown, person: Person, stub: RecruitmentStub) => void;
};

const staffOfCompany1 = { poster: 'ok', colleague: 'ok', clientAdmin: 'ok' } as const;

const rows: Row[] = [
  {
    call: 'jobCreate',
    mutates: true,
    expected: matrix('ROLE_NOT_ALLOWED', { poster: 'ok', colleague: 'ok', otherRecruiter: 'ok' }),
    send: (stub, token) => stub.call(jobRoutes.jobCreate, { token, body: jobInput() }),
    check: (body, person) => {
      const { job } = body as { job: { company: { CompanyID: number }; status: string } };
      expect(job.status).toBe('draft');
      expect(job.company.CompanyID).toBe(person === 'otherRecruiter' ? 2 : 1);
    },
  },
  {
    call: 'jobUpdate',
    mutates: true,
    expected: matrix('ROLE_NOT_ALLOWED', {
      poster: 'ok',
      colleague: 'JOB_READ_ONLY',
      clientAdmin: 'JOB_READ_ONLY',
      otherRecruiter: 'JOB_NOT_FOUND',
      otherClientAdmin: 'JOB_NOT_FOUND',
    }),
    send: (stub, token) =>
      stub.call(jobRoutes.jobUpdate, {
        token,
        body: {
          JobID: openJobID,
          ...jobInput({
            title: 'Graduate Engineer Trainee 2025',
            assessment: { CourseID: 1, durationMinutes: 60 },
            deadline: new Date(jobOf(stub.store, openJobID).deadline).toISOString(),
          }),
        },
      }),
  },
  {
    call: 'jobPublish',
    mutates: true,
    expected: matrix('ROLE_NOT_ALLOWED', {
      poster: 'ok',
      colleague: 'JOB_READ_ONLY',
      clientAdmin: 'ok',
      otherRecruiter: 'JOB_NOT_FOUND',
      otherClientAdmin: 'JOB_NOT_FOUND',
    }),
    send: (stub, token) => stub.call(jobRoutes.jobPublish, { token, body: { JobID: draftJobID } }),
  },
  {
    call: 'jobClose',
    mutates: true,
    expected: matrix('ROLE_NOT_ALLOWED', {
      poster: 'ok',
      colleague: 'JOB_READ_ONLY',
      clientAdmin: 'ok',
      otherRecruiter: 'JOB_NOT_FOUND',
      otherClientAdmin: 'JOB_NOT_FOUND',
    }),
    send: (stub, token) => stub.call(jobRoutes.jobClose, { token, body: { JobID: openJobID } }),
  },
  {
    call: 'jobReopen',
    mutates: true,
    expected: matrix('ROLE_NOT_ALLOWED', {
      poster: 'ok',
      colleague: 'JOB_READ_ONLY',
      clientAdmin: 'ok',
      otherRecruiter: 'JOB_NOT_FOUND',
      otherClientAdmin: 'JOB_NOT_FOUND',
    }),
    prepare: async (stub) => {
      await stub.ok(jobRoutes.jobClose, {
        token: await stub.tokenOf('poster'),
        body: { JobID: openJobID },
      });
    },
    send: (stub, token) => stub.call(jobRoutes.jobReopen, { token, body: { JobID: openJobID } }),
  },
  {
    call: 'jobGet (open job)',
    mutates: false,
    expected: matrix('ok', {
      member: 'ROLE_NOT_ALLOWED',
      otherRecruiter: 'JOB_NOT_FOUND',
      otherClientAdmin: 'JOB_NOT_FOUND',
    }),
    send: (stub, token, { slug }) => stub.call(jobRoutes.jobGet, { token, query: { slug } }),
    check: (body, person) => {
      const detail = body as {
        stageCounts: unknown;
        eligibility: unknown;
        instituteFigures: unknown;
      };
      const staff = ['poster', 'colleague', 'clientAdmin'].includes(person);
      expect(detail.stageCounts !== null).toBe(staff);
      expect(detail.eligibility !== null).toBe(person === 'student');
      expect(detail.instituteFigures !== null).toBe(person.endsWith('nstituteAdmin'));
    },
  },
  {
    call: 'jobGet (draft)',
    mutates: false,
    expected: matrix('JOB_NOT_FOUND', { ...staffOfCompany1, member: 'ROLE_NOT_ALLOWED' }),
    send: (stub, token, { draftSlug }) =>
      stub.call(jobRoutes.jobGet, { token, query: { slug: draftSlug } }),
  },
  {
    call: 'companyJobs',
    mutates: false,
    expected: matrix('ROLE_NOT_ALLOWED', {
      ...staffOfCompany1,
      otherRecruiter: 'ok',
      otherClientAdmin: 'ok',
    }),
    send: (stub, token) => stub.call(jobRoutes.companyJobs, { token, query: { pageSize: 100 } }),
    check: (body, person) => {
      const page = body as { items: { job: { company: { CompanyID: number } } }[]; total: number };
      const company = person.startsWith('other') ? 2 : 1;
      expect(page.total).toBe(18);
      expect(page.items.every((item) => item.job.company.CompanyID === company)).toBe(true);
    },
  },
  {
    call: 'instituteJobs',
    mutates: false,
    expected: matrix('ROLE_NOT_ALLOWED', { instituteAdmin: 'ok', otherInstituteAdmin: 'ok' }),
    send: (stub, token) => stub.call(jobRoutes.instituteJobs, { token, query: {} }),
  },
  {
    call: 'studentJobs',
    mutates: false,
    expected: matrix('ROLE_NOT_ALLOWED', { student: 'ok' }),
    send: (stub, token) => stub.call(jobRoutes.studentJobs, { token, query: {} }),
  },
  {
    call: 'applicationApply',
    mutates: true,
    expected: matrix('ROLE_NOT_ALLOWED', { student: 'ok' }),
    send: (stub, token) =>
      stub.call(applicationRoutes.applicationApply, { token, body: { JobID: openJobID } }),
  },
  {
    call: 'applicationWithdraw',
    mutates: true,
    expected: matrix('ROLE_NOT_ALLOWED', { student: 'ok' }),
    send: (stub, token, { ownApplicationID }) =>
      stub.call(applicationRoutes.applicationWithdraw, {
        token,
        body: { ApplicationID: ownApplicationID },
      }),
  },
  {
    call: 'applicationAnswerOffer',
    mutates: true,
    expected: matrix('ROLE_NOT_ALLOWED', { student: 'ok' }),
    prepare: async (stub, { offerApplicationID }) => {
      // Job 4 is recruiter2@'s; student@ is at its interview.
      await stub.ok(applicationRoutes.applicationMove, {
        token: await stub.tokenOf('colleague'),
        body: {
          ApplicationID: offerApplicationID,
          fromStage: 'interview',
          toStage: 'offered',
          offer: { ctc: 4.5, joiningDate: null },
        },
      });
    },
    send: (stub, token, { offerApplicationID }) =>
      stub.call(applicationRoutes.applicationAnswerOffer, {
        token,
        body: { ApplicationID: offerApplicationID, accept: true },
      }),
  },
  {
    call: 'myApplications',
    mutates: false,
    expected: matrix('ROLE_NOT_ALLOWED', { student: 'ok' }),
    send: (stub, token) => stub.call(applicationRoutes.myApplications, { token, query: {} }),
  },
  {
    call: 'jobCandidates',
    mutates: false,
    expected: matrix('ROLE_NOT_ALLOWED', {
      ...staffOfCompany1,
      otherRecruiter: 'JOB_NOT_FOUND',
      otherClientAdmin: 'JOB_NOT_FOUND',
      // Their own students only (D14 /alljobs): the job is open to both institutes.
      instituteAdmin: 'ok',
      otherInstituteAdmin: 'ok',
    }),
    send: (stub, token) =>
      stub.call(applicationRoutes.jobCandidates, { token, query: { JobID: openJobID } }),
  },
  {
    call: 'applicationGet',
    mutates: false,
    expected: matrix('APPLICATION_NOT_FOUND', {
      ...staffOfCompany1,
      instituteAdmin: 'ok',
      member: 'ROLE_NOT_ALLOWED',
    }),
    send: (stub, token, { applicationID }) =>
      stub.call(applicationRoutes.applicationGet, {
        token,
        query: { ApplicationID: applicationID },
      }),
  },
  {
    call: 'applicationMove',
    mutates: true,
    expected: onePosterApplication,
    send: (stub, token, { applicationID, applicationStage }) =>
      stub.call(applicationRoutes.applicationMove, {
        token,
        body: { ApplicationID: applicationID, fromStage: applicationStage, toStage: 'rejected' },
      }),
  },
  {
    call: 'applicationMoveMany',
    mutates: true,
    expected: matrix('ROLE_NOT_ALLOWED', {
      poster: 'ok',
      colleague: 'JOB_READ_ONLY',
      clientAdmin: 'JOB_READ_ONLY',
      otherRecruiter: 'JOB_NOT_FOUND',
      otherClientAdmin: 'JOB_NOT_FOUND',
    }),
    send: (stub, token, { applicationID, applicationJobID, applicationStage }) =>
      stub.call(applicationRoutes.applicationMoveMany, {
        token,
        body: {
          JobID: applicationJobID,
          items: [{ ApplicationID: applicationID, fromStage: applicationStage }],
          toStage: 'rejected',
        },
      }),
    check: (body) => expect((body as { moved: unknown[] }).moved).toHaveLength(1),
  },
  // D33: only the job's recruiter changes an offer; the target is brought to Offered first.
  ...(['applicationReviseOffer', 'applicationWithdrawOffer'] as const).map(
    (call): Row => ({
      call,
      mutates: true,
      expected: onePosterApplication,
      prepare: async (stub, { applicationID, applicationJobID }) => {
        const application = stub.store.applications.get(applicationID);
        if (!application) throw new Error('no target application');
        application.stage = 'offered';
        application.offer = {
          ctc: jobOf(stub.store, applicationJobID).ctc.min,
          joiningDate: null,
          note: null,
        };
      },
      send: (stub, token, { applicationID, applicationJobID }) =>
        call === 'applicationReviseOffer'
          ? stub.call(applicationRoutes.applicationReviseOffer, {
              token,
              body: {
                ApplicationID: applicationID,
                offer: { ctc: jobOf(stub.store, applicationJobID).ctc.max, joiningDate: null },
              },
            })
          : stub.call(applicationRoutes.applicationWithdrawOffer, {
              token,
              body: { ApplicationID: applicationID },
            }),
    }),
  ),
  {
    call: "profileGet (job 1's applicant)",
    mutates: false,
    expected: matrix('PROFILE_NOT_SHARED', { ...staffOfCompany1, instituteAdmin: 'ok' }),
    send: (stub, token, { applicantID }) =>
      stub.call(profileRoutes.profileGet, { token, query: { UserID: applicantID } }),
  },
  {
    call: 'profileGet (own)',
    mutates: false,
    expected: matrix('ok', {}),
    send: (stub, token, { ownUserID }) =>
      stub.call(profileRoutes.profileGet, { token, query: { UserID: ownUserID } }),
    check: (body, person) => {
      const profile = body as { own: boolean; email: string };
      expect(profile.own).toBe(true);
      expect(profile.email).toBe(people[person]);
    },
  },
  {
    call: 'profileUpdate',
    mutates: true,
    expected: matrix('ROLE_NOT_ALLOWED', { student: 'ok' }),
    send: (stub, token) =>
      stub.call(profileRoutes.profileUpdate, {
        token,
        body: {
          skills: ['Java'],
          preferredLocations: ['Chennai'],
          preferredJobTypes: ['fullTime'],
          hackerRankBadges: [{ name: 'Java', stars: 3 }],
          summary: 'Keen on back-end work.',
        },
      }),
  },
  {
    call: 'studentEvents',
    mutates: false,
    expected: matrix('ROLE_NOT_ALLOWED', { student: 'ok' }),
    send: (stub, token) => stub.call(eventRoutes.studentEvents, { token, query: {} }),
  },
  {
    call: 'recruiterEvents',
    mutates: false,
    expected: matrix('ROLE_NOT_ALLOWED', { poster: 'ok', colleague: 'ok', otherRecruiter: 'ok' }),
    send: (stub, token) => stub.call(eventRoutes.recruiterEvents, { token, query: {} }),
  },
  {
    call: 'markEventsRead',
    mutates: true,
    expected: matrix('ROLE_NOT_ALLOWED', {
      student: 'ok',
      poster: 'ok',
      colleague: 'ok',
      otherRecruiter: 'ok',
    }),
    send: (stub, token, { ownEventID }) =>
      stub.call(eventRoutes.markEventsRead, { token, body: { EventIDs: [ownEventID] } }),
    check: (body) => expect(body).toMatchObject({ marked: 1 }),
  },
];

type Answer = {
  status: number;
  json: { status: boolean; message: string; code?: string; body?: unknown };
};

function expectOutcome(answer: Answer, expected: Outcome) {
  if (expected === 'ok') {
    expect(answer.json.status, answer.json.message).toBe(true);
    expect(answer.status).toBe(200);
  } else {
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ status: false, code: expected });
  }
}

describe('the permission matrix of the recruitment core', () => {
  it('covers every call of the jobs, applications, profiles and events areas', () => {
    const covered = new Set(rows.map((row) => row.call.split(' ')[0]));
    const calls = [jobRoutes, applicationRoutes, profileRoutes, eventRoutes].flatMap((routes) =>
      Object.keys(routes),
    );
    expect(calls.filter((call) => !covered.has(call))).toEqual([]);
  });

  for (const person of persons) {
    describe(`${person} (${people[person]})`, () => {
      let shared: RecruitmentStub;
      beforeAll(async () => {
        shared = await recruitmentStub();
        await shared.tokenOf(person);
      });

      for (const row of rows) {
        const expected = row.expected[person];
        it(`${row.call}: ${expected}`, async () => {
          const alone = expected === 'ok' && row.mutates;
          const stub = alone ? await recruitmentStub() : shared;
          const token = await stub.tokenOf(person);
          const targets = targetsOf(stub, person);
          if (alone) await row.prepare?.(stub, targets);
          const before = fingerprint(stub.store);
          const answer = (await row.send(stub, token, targets)) as Answer;
          expectOutcome(answer, expected);
          if (expected === 'ok') row.check?.(answer.json.body, person, stub);
          if (!alone) expect(fingerprint(stub.store)).toBe(before);
          else expect(fingerprint(stub.store)).not.toBe(before);
        });
      }
    });
  }
});
