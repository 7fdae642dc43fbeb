import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailFoldersResponse } from '#openapi/demo/mail.ts';
import { apiRequest } from '../../../../shared/api/api-client.ts';

/** GET /mail-app/folders: the five folders with their unread counts (demo template, D18). */
export function getMailFolders(): Promise<MailFoldersResponse> {
  return apiRequest<MailFoldersResponse>('mail-app/folders');
}

export const getMailFoldersQueryOptions = () =>
  queryOptions({ queryKey: ['demo', 'mail', 'folders'], queryFn: getMailFolders });

export function useMailFolders() {
  return useQuery(getMailFoldersQueryOptions());
}
