import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OperationRequest } from '#openapi/operation-route.ts';
import * as dashboardRoutes from '#openapi/routes/dashboard-people.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';
import { recruitmentKey } from '../../../shared/recruitment/api/keys.ts';

export type RecruiterDashboardQuery = Exclude<
  OperationRequest<typeof dashboardRoutes.dashboardRecruiter>['query'],
  undefined
>;

/** Under the recruitment key: a move or a submission refreshes the figures with the rest. */
const dashboardKey = [...recruitmentKey, 'dashboard'] as const;

/** GET dashboard/v1/recruiter: the recruiter's figures for the filter (issue 28, D30). */
export const recruiterDashboardOptions = (query: RecruiterDashboardQuery) =>
  queryOptions({
    queryKey: [...dashboardKey, 'recruiter', query],
    queryFn: () => callApi(dashboardRoutes.dashboardRecruiter, { query }),
    placeholderData: keepPreviousData,
  });

export const useRecruiterDashboard = (query: RecruiterDashboardQuery) =>
  useQuery(recruiterDashboardOptions(query));

/** GET dashboard/v1/student: the student's own figures (issue 28, D30). */
export const studentDashboardOptions = () =>
  queryOptions({
    queryKey: [...dashboardKey, 'student'],
    queryFn: () => callApi(dashboardRoutes.dashboardStudent, {}),
  });

export const useStudentDashboard = () => useQuery(studentDashboardOptions());
