import { Hono } from 'hono';
import type { StubDeps, StubEnv } from '../../context.ts';
import { companyJobs } from './company-jobs.ts';
import { instituteJobs } from './institute-jobs.ts';
import { jobClose } from './job-close.ts';
import { jobCreate } from './job-create.ts';
import { jobGet } from './job-get.ts';
import { jobPublish } from './job-publish.ts';
import { jobReopen } from './job-reopen.ts';
import { jobUpdate } from './job-update.ts';
import { studentJobs } from './student-jobs.ts';

/** Jobs (D13, D19, D20): posting, publishing, closing and reopening, and each role's list. */
export function jobsArea(deps: StubDeps) {
  const app = new Hono<StubEnv>();
  for (const add of [
    jobCreate,
    jobUpdate,
    jobPublish,
    jobClose,
    jobReopen,
    jobGet,
    companyJobs,
    instituteJobs,
    studentJobs,
  ]) {
    add(app, deps);
  }
  return app;
}
