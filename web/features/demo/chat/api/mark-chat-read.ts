import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkChatReadRequest } from '#openapi/demo/chat.ts';
import * as routes from '#openapi/routes/demo-chat.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { getChatsQueryOptions } from './get-chats.ts';

/** POST /chat-app/mark-read: marks a chat read; the list is refetched for its unread counts. */
export function markChatRead(body: MarkChatReadRequest) {
  return callApi(routes.markChatRead, { body });
}

export function useMarkChatRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markChatRead,
    onSuccess: (_answer, _body) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: getChatsQueryOptions().queryKey })]),
  });
}
