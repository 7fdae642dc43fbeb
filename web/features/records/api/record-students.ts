import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OperationRequest } from '#openapi/operation-route.ts';
import * as recordRoutes from '#openapi/routes/records.gen.ts';
import * as userRoutes from '#openapi/routes/user.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';
import { userInfoKey } from '../../../shared/api/user-info-key.ts';
import { recruitmentKey } from '../../../shared/recruitment/api/keys.ts';

export type RecordStudentsQuery = Exclude<
  OperationRequest<typeof recordRoutes.recordStudents>['query'],
  undefined
>;

/** Every records query's key starts here: an edit or an import refreshes them with the rest. */
export const recordsKey = [...recruitmentKey, 'records'] as const;

/** GET records/v1/students: one page of the institute's students with their records (D28). */
export const useRecordStudents = (query: RecordStudentsQuery) =>
  useQuery(
    queryOptions({
      queryKey: [...recordsKey, 'students', query],
      queryFn: () => callApi(recordRoutes.recordStudents, { query }),
      placeholderData: keepPreviousData,
    }),
  );

/**
 * The admin's institute, for its classes and sections: the signed-in user's account, under the key
 * the account card asks it with, so the two share one answer.
 */
export const useOwnInstituteID = () =>
  useQuery({
    queryKey: userInfoKey,
    queryFn: () => callApi(userRoutes.getUserInfo),
    select: (answer) => answer.body.instituteID ?? undefined,
  });
