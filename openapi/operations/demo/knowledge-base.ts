import { KnowledgeBaseResponse } from '../../demo/knowledge-base.ts';

export const KnowledgeBaseOps = {
  knowledgeBase: {
    operationId: 'knowledgeBase',
    method: 'get',
    path: '/knowledge-base',
    tag: 'demo',
    summary: 'The help categories with their article counts and up to five featured articles',
    auth: false,
    response: KnowledgeBaseResponse,
  },
} as const;
