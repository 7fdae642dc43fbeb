import { queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '#openapi/routes/demo-profile.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';

/** GET /profile-app/profile: the sample profile’s about and timeline. */
export function getTemplateProfile() {
  return callApi(routes.templateProfile);
}

export const getTemplateProfileQueryOptions = () =>
  queryOptions({ queryKey: ['demo', 'profile'] as const, queryFn: () => getTemplateProfile() });

export function useTemplateProfile() {
  return useQuery(getTemplateProfileQueryOptions());
}
