import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailFolderHandle } from '#openapi/demo/mail.ts';
import * as mailRoutes from '#openapi/routes/demo-mail.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';

/** GET /mail-app/mails?folder: one folder's mails, newest first. */
export function getMails(folder: MailFolderHandle) {
  return callApi(mailRoutes.mailList, { query: { folder } });
}

export const getMailsQueryOptions = (folder: MailFolderHandle) =>
  queryOptions({ queryKey: ['demo', 'mail', 'mails', folder], queryFn: () => getMails(folder) });

export function useMails(folder: MailFolderHandle) {
  return useQuery(getMailsQueryOptions(folder));
}
