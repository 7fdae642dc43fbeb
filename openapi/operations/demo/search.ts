import { SearchQuery, SearchResponse } from '../../demo/search.ts';

export const SearchOps = {
  demoSearch: {
    operationId: 'demoSearch',
    method: 'get',
    path: '/search-app/search',
    tag: 'demo',
    summary: 'Contacts, courses, chats and bookmarks of the demo apps whose words hold `q`',
    auth: false,
    query: SearchQuery,
    response: SearchResponse,
  },
} as const;
