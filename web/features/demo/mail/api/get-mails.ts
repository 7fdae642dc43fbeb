import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailFolderHandle, MailListResponse } from '#openapi/demo/mail.ts';
import { apiRequest } from '../../../../shared/api/api-client.ts';

/** GET /mail-app/mails?folder: one folder's mails, newest first. */
export function getMails(folder: MailFolderHandle): Promise<MailListResponse> {
  return apiRequest<MailListResponse>('mail-app/mails', { query: { folder } });
}

export const getMailsQueryOptions = (folder: MailFolderHandle) =>
  queryOptions({ queryKey: ['demo', 'mail', 'mails', folder], queryFn: () => getMails(folder) });

export function useMails(folder: MailFolderHandle) {
  return useQuery(getMailsQueryOptions(folder));
}
