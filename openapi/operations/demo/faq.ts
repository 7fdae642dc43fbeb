import { FaqResponse } from '../../demo/faq.ts';

export const FaqOps = {
  faq: {
    operationId: 'faq',
    method: 'get',
    path: '/faq',
    tag: 'demo',
    summary: 'The 14 frequently asked questions of the FAQ page',
    auth: false,
    response: FaqResponse,
  },
} as const;
