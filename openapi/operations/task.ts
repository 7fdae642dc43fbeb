import { SaveUrlRequest, SaveUrlResponse } from '../task.ts';
import { UserMessages } from './user.ts';

export const TaskOps = {
  saveUrl: {
    operationId: 'saveUrl',
    method: 'post',
    path: '/task/v1/saveURL',
    tag: 'seed',
    summary: "Store a batch of the caller's page visits",
    auth: true,
    body: SaveUrlRequest,
    response: SaveUrlResponse,
    rejections: [UserMessages.sessionMismatch],
  },
} as const;
