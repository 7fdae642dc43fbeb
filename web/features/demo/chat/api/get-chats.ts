import { queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '#openapi/routes/demo-chat.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';

/** GET /chat-app/chats: the chats, latest message first. */
export function getChats() {
  return callApi(routes.chats);
}

export const getChatsQueryOptions = () =>
  queryOptions({ queryKey: ['demo', 'chat', 'chats'] as const, queryFn: () => getChats() });

export function useChats() {
  return useQuery(getChatsQueryOptions());
}
