import { ApplicationQaOps } from '#openapi/operations/applications.ts';
import { route } from '../../../contract/route.ts';
import { classes } from '../../common/lookup-data.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import {
  addStudent,
  finalYearOf,
  generateApplication,
  personName,
  sectionsOf,
  targetStage,
} from '../generate.ts';
import { seededRandom } from '../prng.ts';
import { seedHash } from '../seed.ts';

const minute = 60 * 1000;

/**
 * The applications area's QA route: adds generated students who applied to a job, at a stage or
 * spread over the stages, for scale tests (a stage page of a drive with thousands of applicants).
 * Each fits the job's rules; they share the seeded accounts' password.
 */
export function applicationsQa(app: StubApp, deps: StubDeps) {
  route(app, ApplicationQaOps.stubAddApplicants, ({ body, refuse, invalid }) => {
    const { store } = deps;
    const job = store.jobs.get(body.JobID);
    if (!job) return refuse('NO_SUCH_JOB');
    if (job.status === 'draft' || job.publishedAt === null) return refuse('JOB_IS_DRAFT');
    const testStages = ['testAssigned', 'testCompleted'];
    if (!job.assessment && body.stage && testStages.includes(body.stage)) {
      return invalid([{ field: '/stage', message: 'is not a stage of a job without a test' }]);
    }
    const now = deps.now();
    const before = store.applicationsByJob.get(job.JobID)?.length ?? 0;
    const random = seededRandom(job.JobID * 7919 + before);
    const { instituteIDs, classIDs, minCGPA, maxBacklogs, graduationYears } = job.eligibility;
    const open = classes.filter(
      (item) =>
        instituteIDs.includes(item.instituteID) &&
        (classIDs.length === 0 || classIDs.includes(item.id)),
    );
    const lastApply = Math.max(job.publishedAt, Math.min(job.deadline, now - minute));
    for (let n = 0; n < body.count; n++) {
      const classItem = random.pick(open);
      const sectionIDs = sectionsOf(classItem.id);
      const UserID = store.nextUserID++;
      addStudent(
        store,
        random,
        {
          UserID,
          email: `applicant${UserID}@scale.example.com`,
          displayName: personName(random, classItem.instituteID),
          passwordHash: seedHash(deps.passwordCost),
          mobile: `9${String(100_000_000 + UserID).slice(-9)}`,
          instituteID: classItem.instituteID,
          classID: classItem.id,
          sectionID: random.pick(sectionIDs),
          stateID: null,
          languageID: 1,
        },
        graduationYears[0] ?? finalYearOf(now),
        now,
      );
      const record = store.academicRecords.get(UserID);
      if (record) {
        record.cgpa = Math.max(record.cgpa, minCGPA ?? 0);
        record.activeBacklogs = Math.min(record.activeBacklogs, maxBacklogs ?? 50);
      }
      const student = store.users.get(UserID);
      if (!student) continue;
      const appliedAt = job.publishedAt + Math.round(random.next() * (lastApply - job.publishedAt));
      const target = body.stage ?? targetStage(random, job);
      generateApplication(
        store,
        random,
        job,
        student,
        target,
        appliedAt,
        Math.max(appliedAt, now - minute),
      );
    }
    return {
      message: 'Applicants added',
      body: { added: body.count, total: store.applicationsByJob.get(job.JobID)?.length ?? 0 },
    };
  });
}
