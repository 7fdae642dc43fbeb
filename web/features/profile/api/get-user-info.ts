import { queryOptions, useQuery } from '@tanstack/react-query';
import * as userRoutes from '#openapi/routes/user.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';
import { userInfoKey } from '../../../shared/api/user-info-key.ts';

/** GET /user/v1/getUserInfo: the signed-in user's own account. */
export function getUserInfo() {
  return callApi(userRoutes.getUserInfo);
}

export const getUserInfoQueryOptions = () =>
  queryOptions({ queryKey: userInfoKey, queryFn: getUserInfo });

export function useUserInfo() {
  return useQuery(getUserInfoQueryOptions());
}
