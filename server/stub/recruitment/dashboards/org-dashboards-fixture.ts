import type { Stage } from '#openapi/applications.ts';
import type { Store } from '../../store.ts';
import type { ApplicationRecord, HistoryRecord } from '../applications/store.ts';
import type { JobRecord } from '../jobs/store.ts';

// The company's and the institute's dashboards are tested on this fixture (D25, D30): the seeded
// jobs, applications and institute 1's records are cleared and replaced by a few written out here,
// so every figure the tests expect is worked out by hand from this page.

const day = 24 * 60 * 60 * 1000;
/** Day 0 of the fixture: 2024-12-01 12:00 in India (06:30 UTC). */
export const day0 = Date.UTC(2024, 11, 1, 6, 30);

export const tamilName = 'கார்த்திகேயன் செல்வம்';
export const formulaName = "=cmd|' /C calc'!A0";

/** The fixture's students: institute 1 (classes 1 CS, 2 ECE, 3 MCA) unless said; UserIDs 9001–9006. */
export const fixtureStudents = {
  /** Class 1, section A (1), 2025. */
  s1: { UserID: 9001, name: tamilName, instituteID: 1, classID: 1, sectionID: 1, year: 2025 },
  /** Class 1, section B (2), 2025. */
  s2: { UserID: 9002, name: formulaName, instituteID: 1, classID: 1, sectionID: 2, year: 2025 },
  /** Class 2, section A (4), 2025. */
  s3: {
    UserID: 9003,
    name: 'Divya Krishnan',
    instituteID: 1,
    classID: 2,
    sectionID: 4,
    year: 2025,
  },
  /** Class 1, section A (1), graduating a year later. */
  s4: { UserID: 9004, name: 'Arun Kumar', instituteID: 1, classID: 1, sectionID: 1, year: 2026 },
  /** Institute 2, class 4, 2025. */
  s5: {
    UserID: 9005,
    name: 'Sai Kiran Reddy',
    instituteID: 2,
    classID: 4,
    sectionID: 8,
    year: 2025,
  },
  /** Class 3, section A (6), 2025: applied nowhere. */
  s6: {
    UserID: 9006,
    name: 'Meena Shanmugam',
    instituteID: 1,
    classID: 3,
    sectionID: 6,
    year: 2025,
  },
} as const;

type Fixture = {
  JobID: number;
  title: string;
  CompanyID: number;
  postedBy: number;
  status: JobRecord['status'];
  instituteIDs: number[];
};

/** Company 1's J1 (recruiter@ 1001, open), J2 (recruiter2@ 2001, closed), J3 (1001, draft); company 2's J4. */
const fixtureJobs: Fixture[] = [
  {
    JobID: 1,
    title: 'Analyst Trainee',
    CompanyID: 1,
    postedBy: 1001,
    status: 'open',
    instituteIDs: [1, 2],
  },
  {
    JobID: 2,
    title: 'Backend Engineer',
    CompanyID: 1,
    postedBy: 2001,
    status: 'closed',
    instituteIDs: [1],
  },
  {
    JobID: 3,
    title: 'Cloud Intern',
    CompanyID: 1,
    postedBy: 1001,
    status: 'draft',
    instituteIDs: [1],
  },
  {
    JobID: 4,
    title: 'Credit Analyst',
    CompanyID: 2,
    postedBy: 2003,
    status: 'open',
    instituteIDs: [1],
  },
];

type Move = [stage: Stage, onDay: number];

/**
 * A1 s1→J1 accepted day 10 (₹6 L), A2 s2→J1 declined (5.5), A3 s3→J2 accepted day 21 (8), A4
 * s1→J2 rejected, A5 s5→J1 offered (7), A6 s4→J1 offer withdrawn back to interview, A7 s2→J4
 * accepted day 20 (12), A8 s3→J4 applied.
 */
const fixtureApplications: [
  UserID: number,
  JobID: number,
  appliedDay: number,
  moves: Move[],
  ctc?: number,
][] = [
  [
    9001,
    1,
    0,
    [
      ['shortlisted', 2],
      ['interview', 4],
      ['offered', 6],
      ['offerAccepted', 10],
    ],
    6,
  ],
  [
    9002,
    1,
    2,
    [
      ['shortlisted', 3],
      ['offered', 5],
      ['offerDeclined', 8],
    ],
    5.5,
  ],
  [
    9003,
    2,
    1,
    [
      ['shortlisted', 5],
      ['offered', 15],
      ['offerAccepted', 21],
    ],
    8,
  ],
  [9001, 2, 3, [['rejected', 4]]],
  [
    9005,
    1,
    4,
    [
      ['shortlisted', 6],
      ['offered', 9],
    ],
    7,
  ],
  [
    9004,
    1,
    5,
    [
      ['interview', 6],
      ['offered', 7],
      ['interview', 8],
    ],
  ],
  [
    9002,
    4,
    6,
    [
      ['shortlisted', 7],
      ['offered', 12],
      ['offerAccepted', 20],
    ],
    12,
  ],
  [9003, 4, 7, []],
];

/** Replaces the seeded jobs, applications and the seeded students' records by the fixture's. */
export function useOrgDashboardsFixture(store: Store) {
  const template = store.jobs.get(1) as JobRecord;
  for (const map of [
    store.jobs,
    store.applications,
    store.applicationsByJob,
    store.applicationsByStudent,
  ]) {
    map.clear();
  }
  // Seeded students keep their accounts but lose their records: no graduation year, not counted.
  for (const user of store.users.values()) {
    if (user.userTypeName === 'Student') store.academicRecords.delete(user.UserID);
  }
  for (const job of fixtureJobs) {
    store.jobs.set(job.JobID, {
      ...template,
      JobID: job.JobID,
      slug: `fixture-job-${job.JobID}`,
      title: job.title,
      CompanyID: job.CompanyID,
      postedBy: job.postedBy,
      status: job.status,
      eligibility: { ...template.eligibility, instituteIDs: job.instituteIDs, classIDs: [] },
    });
  }
  for (const student of Object.values(fixtureStudents)) {
    store.users.set(student.UserID, {
      UserID: student.UserID,
      email: `student${student.UserID}@fixture.example.com`,
      displayName: student.name,
      passwordHash: '',
      mobile: null,
      userType: 1,
      userTypeName: 'Student',
      instituteID: student.instituteID,
      classID: student.classID,
      sectionID: student.sectionID,
      stateID: null,
      languageID: null,
    });
    store.academicRecords.set(student.UserID, {
      cgpa: 8,
      tenthPercent: 90,
      twelfthPercent: 85,
      activeBacklogs: 0,
      graduationYear: student.year,
    });
  }
  fixtureApplications.forEach(([UserID, JobID, appliedDay, moves, ctc], index) => {
    const appliedAt = day0 + appliedDay * day;
    const history: HistoryRecord[] = [
      { stage: 'applied', at: appliedAt, byUserID: UserID, note: null },
      ...moves.map(([stage, onDay]) => ({
        stage,
        at: day0 + onDay * day,
        byUserID: null,
        note: null,
      })),
    ];
    const stage = (history.at(-1) as HistoryRecord).stage;
    const application: ApplicationRecord = {
      ApplicationID: index + 1,
      JobID,
      UserID,
      stage,
      appliedAt,
      updatedAt: (history.at(-1) as HistoryRecord).at,
      history,
      outcome: null,
      interview: null,
      offer: ['offered', 'offerAccepted', 'offerDeclined'].includes(stage)
        ? { ctc: ctc ?? 1, joiningDate: null, note: null }
        : null,
    };
    store.applications.set(application.ApplicationID, application);
    store.applicationsByJob.set(JobID, [
      ...(store.applicationsByJob.get(JobID) ?? []),
      application,
    ]);
    store.applicationsByStudent.set(UserID, [
      ...(store.applicationsByStudent.get(UserID) ?? []),
      application,
    ]);
  });
}
