import { Hono } from 'hono';
import type { ChatMessage, ChatSummary } from '#openapi/demo/chat.ts';
import { ChatOps } from '#openapi/operations/demo/chat.ts';
import { route } from '../../contract/route.ts';
import type { StoredChat, StoredChatMessage } from './chat-seed.ts';

/** The demo chats' state; `reset()` swaps in a fresh copy of the seed. */
export type ChatStore = { chats: StoredChat[] };

const messageOf = ({ read: _read, ...message }: StoredChatMessage): ChatMessage => message;

function summaryOf(chat: StoredChat): ChatSummary {
  const last = chat.messages.at(-1);
  return {
    id: chat.id,
    contact: chat.contact,
    lastMessage: last?.text ?? '',
    lastMessageAt: last?.sentAt ?? new Date(0).toISOString(),
    unreadCount: chat.messages.filter((message) => !message.read).length,
  };
}

/** The chat app of the demo template: chats, one chat, send, mark read (issue 31). */
export function createChatRoutes(store: ChatStore, now: () => number) {
  const app = new Hono();
  const find = (id: number) => store.chats.find((chat) => chat.id === id);

  route(app, ChatOps.chats, () => ({
    message: 'Chats',
    body: store.chats.map(summaryOf).sort((a, b) => (a.lastMessageAt < b.lastMessageAt ? 1 : -1)),
  }));

  route(app, ChatOps.chat, ({ query: { chatId }, refuse }) => {
    const chat = find(chatId);
    if (!chat) return refuse('CHAT_NOT_FOUND');
    return {
      message: 'Chat',
      body: { ...summaryOf(chat), messages: chat.messages.map(messageOf) },
    };
  });

  route(app, ChatOps.sendChatMessage, ({ body: { chatId, text }, refuse }) => {
    const chat = find(chatId);
    if (!chat) return refuse('CHAT_NOT_FOUND');
    const id = Math.max(0, ...store.chats.flatMap((item) => item.messages.map((m) => m.id))) + 1;
    const message = { id, chatId, fromMe: true, text, sentAt: new Date(now()).toISOString() };
    chat.messages.push({ ...message, read: true });
    return { message: 'Message sent', body: message };
  });

  route(app, ChatOps.markChatRead, ({ body: { chatId }, refuse }) => {
    const chat = find(chatId);
    if (!chat) return refuse('CHAT_NOT_FOUND');
    for (const message of chat.messages) message.read = true;
    return { message: 'Chat read', body: summaryOf(chat) };
  });

  return app;
}
