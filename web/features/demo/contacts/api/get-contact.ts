import { queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '#openapi/routes/demo-contacts.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { contactListsKey } from './get-contacts.ts';

/** GET /contacts-app/contact?id: one contact. */
export function getContact(id: number) {
  return callApi(routes.contact, { query: { id } });
}

// Under the lists' key, so a save or a delete refetches the open contact with them.
export const getContactQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...contactListsKey, 'one', id] as const,
    queryFn: () => getContact(id),
  });

export function useContact(id: number | null) {
  return useQuery({ ...getContactQueryOptions(id ?? 0), enabled: id !== null });
}
