import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MailResponse } from '#openapi/demo/mail.ts';
import { apiRequest } from '../../../../shared/api/api-client.ts';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { getMailFoldersQueryOptions } from './get-mail-folders.ts';
import { getMailsQueryOptions } from './get-mails.ts';

/** GET /mail-app/mail?id: one mail in full; the server marks it read. */
export function getMail(id: number): Promise<MailResponse> {
  return apiRequest<MailResponse>('mail-app/mail', { query: { id } });
}

/** "Mail not found" comes as status false over HTTP 200: asking again would not change it. */
const isRejection = (error: Error) => error instanceof ApiError && error.status === 200;

export const getMailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['demo', 'mail', 'mail', id],
    queryFn: () => getMail(id),
    retry: (failures, error) => !isRejection(error) && failures < 1,
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
