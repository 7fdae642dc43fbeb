import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetUserInfoResponse } from '#openapi/user.ts';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** GET /user/v1/getUserInfo: the signed-in user's own account. */
export function getUserInfo(): Promise<GetUserInfoResponse> {
  return apiRequest<GetUserInfoResponse>('user/v1/getUserInfo');
}

export const getUserInfoQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'info'], queryFn: getUserInfo });

export function useUserInfo() {
  return useQuery(getUserInfoQueryOptions());
}
