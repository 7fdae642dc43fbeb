import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailSummary } from '#openapi/demo/mail.ts';
import * as mailRoutes from '#openapi/routes/demo-mail.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { getMailFoldersQueryOptions } from './get-mail-folders.ts';
import { getMailsQueryOptions } from './get-mails.ts';

/** POST /mail-app/remove-mail: deletes the mail for good (seed appendix). */
export function removeMail(id: number) {
  return callApi(mailRoutes.removeMail, { body: { id } });
}

/**
 * Deletes a mail; it stays pending until its folder and the unread counts are refetched, so the
 * list is already without it when the caller hears of success.
 */
export function useRemoveMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mail: Pick<MailSummary, 'id' | 'folder'>) => removeMail(mail.id),
    onSuccess: (_answer, mail) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getMailsQueryOptions(mail.folder).queryKey }),
        queryClient.invalidateQueries({ queryKey: getMailFoldersQueryOptions().queryKey }),
      ]),
  });
}
