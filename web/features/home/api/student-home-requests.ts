import * as applicationRoutes from '#openapi/routes/applications.gen.ts';
import * as examRoutes from '#openapi/routes/exam.gen.ts';
import * as jobRoutes from '#openapi/routes/jobs.gen.ts';
import * as userRoutes from '#openapi/routes/user.gen.ts';
import { requestEarly } from '../../../shared/api/early-requests.ts';
import type { MyApplicationsQuery } from '../../../shared/recruitment/api/my-applications.ts';
import type { StudentJobsQuery } from '../../../shared/recruitment/api/student-jobs.ts';

/** How many jobs the student's home recommends. */
export const RECOMMENDED_JOBS = 4;

/** The jobs the home recommends from: open ones the student may apply to, closing soonest first. */
export const recommendedJobsQuery: StudentJobsQuery = { eligibility: 'eligible', sort: 'deadline' };

/** How many of their applications the student's home lists. */
export const RECENT_APPLICATIONS = 4;

/** The student's applications, the latest moved first. */
export const recentApplicationsQuery: MyApplicationsQuery = {
  sort: 'updatedAt',
  order: 'desc',
  pageSize: RECENT_APPLICATIONS,
};

/**
 * What a student's /home asks for, sent as the app starts (early-requests.ts): their tests (the
 * first thing the page shows), then the jobs, applications and account shown once the tests are
 * in. The page's hooks ask for the same URLs and are answered by these responses.
 */
export function requestStudentHome(): void {
  requestEarly(examRoutes.testTasks);
  requestEarly(jobRoutes.studentJobs, recommendedJobsQuery);
  requestEarly(applicationRoutes.myApplications, recentApplicationsQuery);
  requestEarly(userRoutes.getUserInfo);
}
