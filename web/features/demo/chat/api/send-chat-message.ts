import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendChatMessageRequest } from '#openapi/demo/chat.ts';
import * as routes from '#openapi/routes/demo-chat.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { getChatQueryOptions } from './get-chat.ts';
import { getChatsQueryOptions } from './get-chats.ts';

/** POST /chat-app/send-message: sends a message; the thread and the list are refetched. */
export function sendChatMessage(body: SendChatMessageRequest) {
  return callApi(routes.sendChatMessage, { body });
}

export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChatMessage,
    onSuccess: (_answer, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getChatQueryOptions(body.chatId).queryKey }),
        queryClient.invalidateQueries({ queryKey: getChatsQueryOptions().queryKey }),
      ]),
  });
}
