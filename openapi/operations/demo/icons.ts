import { IconsResponse } from '../../demo/icons.ts';

export const IconOps = {
  icons: {
    operationId: 'icons',
    method: 'get',
    path: '/icons',
    tag: 'demo',
    summary: 'The icon catalogue: names, categories, tags and the sizes each is drawn at',
    auth: false,
    response: IconsResponse,
  },
} as const;
