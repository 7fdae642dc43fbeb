import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactFields } from '#openapi/demo/contacts.ts';
import * as routes from '#openapi/routes/demo-contacts.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { contactListsKey } from './get-contacts.ts';

/** POST /contacts-app/create-contact: adds a contact. Every list is refetched. */
export function createContact(body: ContactFields) {
  return callApi(routes.createContact, { body });
}

export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContact,
    onSuccess: (_answer, _body) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: contactListsKey })]),
  });
}
