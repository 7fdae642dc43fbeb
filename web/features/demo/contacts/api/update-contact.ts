import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contact } from '#openapi/demo/contacts.ts';
import * as routes from '#openapi/routes/demo-contacts.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { contactListsKey } from './get-contacts.ts';

/** POST /contacts-app/update-contact: replaces a contact, its labels included. Every list is refetched. */
export function updateContact(body: Contact) {
  return callApi(routes.updateContact, { body });
}

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: (_answer, _body) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: contactListsKey })]),
  });
}
