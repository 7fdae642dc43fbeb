import { queryOptions, useQuery } from '@tanstack/react-query';
import * as fileManagerRoutes from '#openapi/routes/demo-file-manager.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';

/** GET /file-manager-app/files: the file manager's files and folders. */
export function getFiles() {
  return callApi(fileManagerRoutes.fileManagerFiles);
}

export const getFilesQueryOptions = () =>
  queryOptions({ queryKey: ['demo', 'file-manager', 'files'], queryFn: getFiles });

export function useFiles() {
  return useQuery(getFilesQueryOptions());
}
