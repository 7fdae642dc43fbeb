import { queryOptions } from '@tanstack/react-query';
import type { OperationRequest } from '#openapi/operation-route.ts';
import * as profileRoutes from '#openapi/routes/profiles.gen.ts';
import { callApi } from '../../api/api-client.ts';
import { recruitmentKey } from './keys.ts';

// Profiles (D20, D22): who may see one is the server's to decide.

export type ProfileUpdateInput = NonNullable<
  OperationRequest<typeof profileRoutes.profileUpdate>['body']
>;

export const profileQueryOptions = (UserID: number) =>
  queryOptions({
    queryKey: [...recruitmentKey, 'profile', UserID],
    queryFn: () => callApi(profileRoutes.profileGet, { query: { UserID } }),
  });

export const updateProfile = (body: ProfileUpdateInput) =>
  callApi(profileRoutes.profileUpdate, { body });
