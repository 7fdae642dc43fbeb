import {
  ChatQuery,
  ChatResponse,
  ChatsResponse,
  MarkChatReadRequest,
  MarkChatReadResponse,
  SendChatMessageRequest,
  SendChatMessageResponse,
} from '../../demo/chat.ts';
import { answeredWith, refusalsOf } from '../../refusals.ts';

/** The chat app's refusals by code, shared by the demo stubs and the contract so they cannot drift. */
export const ChatRefusals = {
  CHAT_NOT_FOUND: 'Chat not found',
} as const;

// Demo data is the same for every visitor (as mail's), so these calls need no token.
export const ChatOps = {
  chats: {
    operationId: 'chats',
    method: 'get',
    path: '/chat-app/chats',
    tag: 'demo',
    summary: 'The chats with their contacts, last messages and unread counts',
    auth: false,
    response: ChatsResponse,
  },
  chat: {
    operationId: 'chat',
    method: 'get',
    path: '/chat-app/chat',
    tag: 'demo',
    summary: 'One chat with its messages, oldest first',
    auth: false,
    query: ChatQuery,
    response: ChatResponse,
    ...answeredWith(404, refusalsOf(ChatRefusals, 'CHAT_NOT_FOUND')),
  },
  sendChatMessage: {
    operationId: 'sendChatMessage',
    method: 'post',
    path: '/chat-app/send-message',
    tag: 'demo',
    summary: 'Send a message in a chat; answers the message as stored',
    auth: false,
    body: SendChatMessageRequest,
    response: SendChatMessageResponse,
    ...answeredWith(404, refusalsOf(ChatRefusals, 'CHAT_NOT_FOUND')),
  },
  markChatRead: {
    operationId: 'markChatRead',
    method: 'post',
    path: '/chat-app/mark-read',
    tag: 'demo',
    summary: 'Mark every message of a chat read',
    auth: false,
    body: MarkChatReadRequest,
    response: MarkChatReadResponse,
    ...answeredWith(404, refusalsOf(ChatRefusals, 'CHAT_NOT_FOUND')),
  },
} as const;
