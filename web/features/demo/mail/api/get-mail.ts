import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import * as mailRoutes from '#openapi/routes/demo-mail.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { isRefusal } from '../../../../shared/api/api-error.ts';
import { getMailFoldersQueryOptions } from './get-mail-folders.ts';
import { getMailsQueryOptions } from './get-mails.ts';

/** GET /mail-app/mail?id: one mail in full; the server marks it read. */
export function getMail(id: number) {
  return callApi(mailRoutes.mail, { query: { id } });
}

export const getMailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['demo', 'mail', 'mail', id],
    queryFn: () => getMail(id),
    // A refusal (MAIL_NOT_FOUND) would not change if asked again; a lost answer might.
    retry: (failures, error) => !isRefusal(error) && failures < 1,
  });

/** Opens a mail; once it arrives, its folder's list and the unread counts are refetched. */
export function useMail(id: number | null) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...getMailQueryOptions(id ?? 0), enabled: id !== null });
  const opened = query.data?.body;
  useEffect(() => {
    if (!opened) return;
    void queryClient.invalidateQueries({ queryKey: getMailsQueryOptions(opened.folder).queryKey });
    void queryClient.invalidateQueries({ queryKey: getMailFoldersQueryOptions().queryKey });
  }, [opened, queryClient]);
  return query;
}
