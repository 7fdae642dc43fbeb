import { RecruiterDashboardQuery, RecruiterDashboardResponse } from '../dashboard-recruiter.ts';
import { StudentDashboardResponse } from '../dashboard-student.ts';
import { refusalsOf } from '../refusals.ts';
import { RecruitmentRefusals } from './jobs.ts';

/** The dashboards of a recruiter and a student (issue 28, D30); each figure's definition is in its schema. */
export const DashboardPeopleOps = {
  dashboardRecruiter: {
    operationId: 'dashboardRecruiter',
    method: 'get',
    path: '/dashboard/v1/recruiter',
    tag: 'extension',
    summary:
      "A recruiter's hiring figures (D30) over a date range (by default the last 30 days) for one job or their jobs (scope own, the default) or the company's (scope company: colleagues' jobs too, read-only, D19): applications per day, the stage funnel with conversion, score bands, median days in each stage, time to hire, offers. Recruiters only; a job of another company is not found.",
    auth: true,
    query: RecruiterDashboardQuery,
    response: RecruiterDashboardResponse,
    refusals: refusalsOf(RecruitmentRefusals, 'ROLE_NOT_ALLOWED', 'JOB_NOT_FOUND'),
  },
  dashboardStudent: {
    operationId: 'dashboardStudent',
    method: 'get',
    path: '/dashboard/v1/student',
    tag: 'extension',
    summary:
      "A student's own figures (D30): their applications by stage, test scores over time, upcoming interviews and open offers, each naming its job. Students only.",
    auth: true,
    response: StudentDashboardResponse,
    refusals: refusalsOf(RecruitmentRefusals, 'ROLE_NOT_ALLOWED'),
  },
} as const;
