import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemoveContactRequest } from '#openapi/demo/contacts.ts';
import * as routes from '#openapi/routes/demo-contacts.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { contactListsKey } from './get-contacts.ts';

/** POST /contacts-app/remove-contact: deletes a contact. Every list is refetched. */
export function removeContact(body: RemoveContactRequest) {
  return callApi(routes.removeContact, { body });
}

export function useRemoveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeContact,
    onSuccess: (_answer, _body) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: contactListsKey })]),
  });
}
