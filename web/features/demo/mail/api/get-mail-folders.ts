import { queryOptions, useQuery } from '@tanstack/react-query';
import * as mailRoutes from '#openapi/routes/demo-mail.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';

/** GET /mail-app/folders: the five folders with their unread counts (demo template, D18). */
export function getMailFolders() {
  return callApi(mailRoutes.mailFolders);
}

export const getMailFoldersQueryOptions = () =>
  queryOptions({ queryKey: ['demo', 'mail', 'folders'], queryFn: getMailFolders });

export function useMailFolders() {
  return useQuery(getMailFoldersQueryOptions());
}
