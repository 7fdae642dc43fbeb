import { refusalsOf } from '../refusals.ts';
import { SaveUrlRequest, SaveUrlResponse } from '../task.ts';
import { UserRefusals } from './user.ts';

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
    refusals: refusalsOf(UserRefusals, 'SESSION_MISMATCH'),
  },
} as const;
