import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactsQuery } from '#openapi/demo/contacts.ts';
import * as routes from '#openapi/routes/demo-contacts.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';

/** Every contacts list, whatever its search, starts with this key. */
export const contactListsKey = ['demo', 'contacts', 'list'] as const;

/** GET /contacts-app/contacts: the contacts by name, searched and filtered by a label. */
export function getContacts(query: ContactsQuery) {
  return callApi(routes.contacts, { query });
}

export const getContactsQueryOptions = (query: ContactsQuery) =>
  queryOptions({
    queryKey: [...contactListsKey, query] as const,
    queryFn: () => getContacts(query),
  });

/** The list keeps showing the last answer while a new search is on its way. */
export function useContacts(query: ContactsQuery) {
  return useQuery({ ...getContactsQueryOptions(query), placeholderData: keepPreviousData });
}
