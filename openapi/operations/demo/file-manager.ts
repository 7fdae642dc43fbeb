import { FilesResponse } from '../../demo/file-manager.ts';

export const FileManagerOps = {
  fileManagerFiles: {
    operationId: 'fileManagerFiles',
    method: 'get',
    path: '/file-manager-app/files',
    tag: 'demo',
    summary: 'The files and folders of the file manager',
    auth: false,
    response: FilesResponse,
  },
} as const;
