import { queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '#openapi/routes/demo-chat.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';

/** GET /chat-app/chat?chatId: one chat with its messages. */
export function getChat(chatId: number) {
  return callApi(routes.chat, { query: { chatId } });
}

export const getChatQueryOptions = (chatId: number) =>
  queryOptions({
    queryKey: ['demo', 'chat', 'chat', chatId] as const,
    queryFn: () => getChat(chatId),
  });

export function useChat(chatId: number) {
  return useQuery(getChatQueryOptions(chatId));
}
