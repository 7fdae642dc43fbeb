import { queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '#openapi/routes/demo-contacts.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';

/** GET /contacts-app/tags: the labels a contact may carry. */
export function getContactTags() {
  return callApi(routes.contactTags);
}

export const getContactTagsQueryOptions = () =>
  queryOptions({
    queryKey: ['demo', 'contacts', 'tags'] as const,
    queryFn: () => getContactTags(),
  });

export function useContactTags() {
  return useQuery(getContactTagsQueryOptions());
}
