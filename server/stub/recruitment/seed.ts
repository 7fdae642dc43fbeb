import type { Stage } from '#openapi/applications.ts';
import type { Company } from '#openapi/jobs.ts';
import { defaultPasswordCost, seedHashAt } from '../auth/passwords.ts';
import { seedPassword } from '../auth/seed.ts';
import type { User } from '../auth/store.ts';
import type { Store } from '../store.ts';
import { eligibilityOf } from './eligibility.ts';
import {
  addStudent,
  classesOf,
  finalYearOf,
  generateApplication,
  personName,
  sectionsOf,
  targetStage,
} from './generate.ts';
import { ensureJobTask, jobTestCutoff } from './job-tests.ts';
import type { JobRecord } from './jobs/store.ts';
import { type Random, seededRandom } from './prng.ts';
import { cleanDescription } from './rich-text.ts';
import {
  describeJob,
  type JobSeed,
  jobSeeds,
  olderStaff,
  postersOf,
  seedCompanies,
  staffAccounts,
} from './seed-jobs.ts';
import { campuses } from './seed-people.ts';
import { slugFor } from './slug.ts';
import type { RecruitmentStore } from './store.ts';
import { moveOnJobTestSubmitted } from './test-submitted.ts';

// The recruitment core's seed (D19–D26): two companies with a client admin and two recruiters each,
// two colleges with 36 final-year students each (and the older student accounts), 36 jobs (twelve
// of each status) and their applications at every stage, with tests sat, offers made and accepted.
// Deterministic: every figure comes from one seeded generator and the clock at `now`.

const hour = 60 * 60 * 1000;
const day = 24 * hour;

/**
 * Every account this seed adds shares one scrypt hash of the demo password (Demo@1234, one
 * salt for all), made once with hashPassword: these are demo accounts whose password the README
 * prints, and hashing at start-up would hold the event loop (auth/seed.ts does the same). At
 * cost 14; at the stub's STUB_PASSWORD_COST when that is another (seedHashAt).
 */
const sharedSeedHash = 'scrypt$GocBUCWrr4YIJVSkvl-Npw$XSteJr6BAP6kf2v6OqXgyv5BT2fwZ9pnyHU2zEf2Gqo';
export const seedHash = (cost: number) => seedHashAt(sharedSeedHash, seedPassword, cost);

// The seeded descriptions go through the same allowlist as a recruiter's (D23), once per process:
// cleaning 36 of them is a quarter of the seed's time, and reset() seeds again.
const cleanedDescriptions = new Map<string, string>();
function seedDescription(seed: JobSeed, company: Company): string {
  const key = `${company.CompanyID}:${seed.title}`;
  let cleaned = cleanedDescriptions.get(key);
  if (cleaned === undefined) {
    cleaned = cleanDescription(describeJob(seed, company));
    cleanedDescriptions.set(key, cleaned);
  }
  return cleaned;
}

const emptySlices = (): RecruitmentStore => ({
  companies: new Map(),
  companyOf: new Map(),
  jobs: new Map(),
  jobIDBySlug: new Map(),
  nextJobID: 1,
  academicRecords: new Map(),
  studentProfiles: new Map(),
  placementPolicies: new Map(),
  recordHistory: new Map(),
  recordRevisions: new Map(),
  recordImports: new Map(),
  applications: new Map(),
  applicationsByJob: new Map(),
  applicationsByStudent: new Map(),
  nextApplicationID: 1,
  studentEvents: new Map(),
  recruiterEvents: new Map(),
  nextEventID: 1,
});

function addStaff(store: Store, passwordHash: string) {
  for (const company of seedCompanies) store.companies.set(company.CompanyID, company);
  for (const [UserID, CompanyID] of olderStaff) store.companyOf.set(UserID, CompanyID);
  for (const { CompanyID, ...account } of staffAccounts) {
    store.users.set(account.UserID, { ...account, passwordHash });
    if (CompanyID !== null) store.companyOf.set(account.UserID, CompanyID);
  }
}

const mobileOf = (random: Random) =>
  `${random.pick(['6', '7', '8', '9'])}${random.int(100_000_000, 999_999_999)}`;

/** 36 students a college: 16 in computer science, 10 in electronics, 10 in the MCA. */
function addStudents(store: Store, random: Random, now: number, passwordHash: string): User[] {
  const year = finalYearOf(now);
  const taken = new Set([...store.users.values()].map((user) => user.email));
  const students: User[] = [];
  for (const instituteID of [1, 2]) {
    const campus = campuses[instituteID] as (typeof campuses)[number];
    const [cs, ece, mca] = classesOf(['cs', 'ece', 'mca'], [instituteID]).sort((a, b) => a - b);
    const seats = [
      ...Array<number>(16).fill(cs ?? 0),
      ...Array<number>(10).fill(ece ?? 0),
      ...Array<number>(10).fill(mca ?? 0),
    ];
    seats.forEach((classID, index) => {
      const displayName = personName(random, instituteID);
      const local = displayName.toLowerCase().replace(/[^a-z]+/g, '.');
      let email = `${local}@${campus.domain}`;
      for (let n = 2; taken.has(email); n++) email = `${local}${n}@${campus.domain}`;
      taken.add(email);
      const sectionIDs = sectionsOf(classID);
      const student = {
        UserID: instituteID * 100 + 2900 + index + 1,
        email,
        displayName,
        passwordHash,
        mobile: mobileOf(random),
        instituteID,
        classID,
        sectionID: sectionIDs[index % sectionIDs.length] ?? null,
        stateID: random.chance(0.85) ? campus.stateID : random.int(1, 36),
        languageID: random.chance(0.7) ? campus.languageID : 1,
      };
      addStudent(store, random, student, year, now - random.int(10, 60) * day);
      students.push(store.users.get(student.UserID) as User);
    });
  }
  return students;
}

/** The older student accounts' records and profiles: student@ in Chennai, student2@ in Kochi. */
function addOlderStudents(store: Store, now: number) {
  const year = finalYearOf(now);
  store.academicRecords.set(1004, {
    cgpa: 8.2,
    tenthPercent: 91.4,
    twelfthPercent: 88.6,
    activeBacklogs: 0,
    graduationYear: year,
  });
  store.studentProfiles.set(1004, {
    skills: ['Java', 'Python', 'SQL', 'React'],
    preferredLocations: ['Chennai', 'Bengaluru'],
    preferredJobTypes: ['fullTime'],
    hackerRankBadges: [
      { name: 'Problem Solving', stars: 4 },
      { name: 'Java', stars: 3 },
      { name: 'SQL', stars: 2 },
    ],
    summary:
      'Final-year computer science student who enjoys building web apps and solving puzzles.',
    updatedAt: now - 20 * day,
  });
  store.academicRecords.set(1005, {
    cgpa: 7.4,
    tenthPercent: 86,
    twelfthPercent: 79.5,
    activeBacklogs: 1,
    graduationYear: year,
  });
  store.studentProfiles.set(1005, {
    skills: ['Embedded C', 'Python'],
    preferredLocations: ['Kochi', 'Bengaluru'],
    preferredJobTypes: ['fullTime', 'internshipPpo'],
    hackerRankBadges: [],
    summary: '',
    updatedAt: now - 30 * day,
  });
}

function addJob(
  store: Store,
  random: Random,
  CompanyID: number,
  seed: JobSeed,
  now: number,
): JobRecord {
  const JobID = store.nextJobID++;
  const company = store.companies.get(CompanyID);
  const year = finalYearOf(now);
  const createdAt =
    seed.status === 'draft'
      ? now - random.int(1, 9) * day - random.int(0, 20) * hour
      : seed.status === 'open'
        ? now - random.int(12, 30) * day
        : now - random.int(50, 90) * day;
  const publishedAt = seed.status === 'draft' ? null : createdAt + random.int(2, 30) * hour;
  const deadline =
    seed.status === 'closed'
      ? now - random.int(6, 30) * day + 18 * hour
      : now +
        random.int(seed.status === 'draft' ? 20 : 4, seed.status === 'draft' ? 45 : 28) * day +
        18 * hour;
  const closedAt = seed.status === 'closed' ? deadline + random.int(1, 12) * hour : null;
  const job: JobRecord = {
    JobID,
    slug: slugFor(seed.title, JobID),
    CompanyID,
    postedBy: (postersOf[CompanyID] ?? [0, 0])[seed.poster],
    title: seed.title,
    locations: seed.locations,
    jobType: seed.jobType,
    ctc: { min: seed.ctc[0], max: seed.ctc[1] },
    experience: { min: seed.experience?.[0] ?? 0, max: seed.experience?.[1] ?? 0 },
    skills: seed.skills,
    eligibility: {
      instituteIDs: seed.institutes,
      classIDs: seed.branches.length === 0 ? [] : classesOf(seed.branches, seed.institutes),
      minCGPA: seed.minCGPA,
      maxBacklogs: seed.maxBacklogs,
      graduationYears:
        seed.years === 'final' ? [year] : seed.years === 'next' ? [year + 1] : [year, year + 1],
    },
    minScore: seed.test?.[2] ?? null,
    assessment: seed.test ? { CourseID: seed.test[0], durationMinutes: seed.test[1] } : null,
    deadline,
    description: company ? seedDescription(seed, company) : '',
    status: seed.status,
    createdAt,
    updatedAt: closedAt ?? publishedAt ?? createdAt,
    publishedAt,
    closedAt,
  };
  store.jobs.set(JobID, job);
  store.jobIDBySlug.set(job.slug, JobID);
  if (job.status !== 'draft') ensureJobTask(store, job);
  return job;
}

/** Applications to a published job from its eligible students, left at stages fit for its status. */
function addApplications(
  store: Store,
  random: Random,
  job: JobRecord,
  students: User[],
  now: number,
) {
  if (job.status === 'draft' || job.publishedAt === null) return;
  const pool = students.filter((student) => eligibilityOf(store, student, job).eligible);
  const lastApply = Math.min(job.deadline, now - 2 * hour);
  for (const student of random.shuffle(pool).slice(0, random.int(6, 11))) {
    let target = targetStage(random, job);
    // One accepted offer a student (D25): a second offer is declined.
    const placed = (store.applicationsByStudent.get(student.UserID) ?? []).some(
      (a) => a.stage === 'offerAccepted',
    );
    if (target === 'offerAccepted' && placed) target = 'offerDeclined';
    const appliedAt =
      job.publishedAt + Math.round(random.next() * 0.6 * (lastApply - job.publishedAt));
    generateApplication(store, random, job, student, target, appliedAt, now - hour);
  }
}

/** student@'s applications, to jobs without a test so their test list stays as it was. */
function addOlderStudentApplications(store: Store, random: Random, now: number) {
  const student = store.users.get(1004);
  const byTitle = (title: string) => [...store.jobs.values()].find((job) => job.title === title);
  const plan: [title: string, target: Stage, appliedDaysAgo: number][] = [
    ['Frontend Developer Trainee', 'shortlisted', 5],
    ['Quality Engineer Trainee', 'interview', 8],
    ['Business Analyst Trainee', 'rejected', 40],
  ];
  for (const [title, target, daysAgo] of plan) {
    const job = byTitle(title);
    if (!student || !job || job.assessment) continue;
    const appliedAt = Math.max(job.publishedAt ?? now, now - daysAgo * day);
    generateApplication(store, random, job, student, target, appliedAt, now - 2 * day + 3 * hour);
  }
}

/**
 * Adds the recruitment core to a store holding the other areas' seed: its slices, its accounts
 * (merged into the users), its jobs' tests (added to the tasks) and the attempts sat at them.
 */
export function seedRecruitment(
  base: Omit<Store, keyof RecruitmentStore>,
  now: number,
  cost = defaultPasswordCost,
): Store {
  const store: Store = { ...base, ...emptySlices() };
  const random = seededRandom(20_250_115);
  const passwordHash = seedHash(cost);
  addStaff(store, passwordHash);
  addOlderStudents(store, now);
  const students = addStudents(store, random, now, passwordHash);
  for (const company of seedCompanies) {
    for (const seed of jobSeeds[company.CompanyID] ?? [])
      addJob(store, random, company.CompanyID, seed, now);
  }
  addOlderStudentApplications(store, random, now);
  for (const job of store.jobs.values()) addApplications(store, random, job, students, now);
  // What happened before the last three days has been read.
  for (const events of [...store.studentEvents.values(), ...store.recruiterEvents.values()]) {
    for (const event of events) event.read = event.at < now - 3 * day;
  }
  // student@'s bell has news (D26): the shortlisting for one job and the interview for another.
  const studentEvents = store.studentEvents.get(1004) ?? [];
  for (const event of studentEvents) {
    const stage = store.applications.get(event.ApplicationID)?.stage;
    const latest = studentEvents.findLast((other) => other.ApplicationID === event.ApplicationID);
    event.read = !(latest === event && (stage === 'shortlisted' || stage === 'interview'));
  }
  store.submissionListeners.push(moveOnJobTestSubmitted);
  store.cutoffOf = jobTestCutoff;
  store.nextUserID = Math.max(store.nextUserID, ...store.users.keys()) + 1;
  return store;
}
