import Type, { type Static } from 'typebox';
import { Envelope } from '../envelope.ts';
import { Id, Instant } from '../fields.ts';
import { seededId, typedText } from './demo-fields.ts';

// The chat app of the demo template (seed §1 and appendix, D18, issue 31). Sample data, in English (D17).

export const ChatPresence = Type.Union([
  Type.Literal('online'),
  Type.Literal('away'),
  Type.Literal('do-not-disturb'),
  Type.Literal('offline'),
]);
export type ChatPresence = Static<typeof ChatPresence>;

/** The person at the other end of a chat. */
export const ChatContact = Type.Object({
  id: Id,
  name: Type.String(),
  about: Type.String(),
  presence: ChatPresence,
});
export type ChatContact = Static<typeof ChatContact>;

/** A chat as the list shows it. */
export const ChatSummary = Type.Object({
  id: Id,
  contact: ChatContact,
  lastMessage: Type.String(),
  lastMessageAt: Instant,
  unreadCount: Type.Integer({ minimum: 0, description: 'Messages from the contact not yet read' }),
});
export type ChatSummary = Static<typeof ChatSummary>;

export const ChatsResponse = Envelope(
  Type.Array(ChatSummary, { description: 'Latest message first' }),
);
export type ChatsResponse = Static<typeof ChatsResponse>;

export const ChatMessage = Type.Object({
  id: Id,
  chatId: Id,
  fromMe: Type.Boolean({ description: 'Sent by the signed-in person, not the contact' }),
  text: Type.String(),
  sentAt: Instant,
});
export type ChatMessage = Static<typeof ChatMessage>;

/** One chat with its messages, oldest first. */
export const Chat = Type.Object({
  ...ChatSummary.properties,
  messages: Type.Array(ChatMessage),
});
export type Chat = Static<typeof Chat>;

export const ChatQuery = Type.Object({ chatId: seededId(1) });
export type ChatQuery = Static<typeof ChatQuery>;

export const ChatResponse = Envelope(Chat);
export type ChatResponse = Static<typeof ChatResponse>;

export const SendChatMessageRequest = Type.Object({ chatId: Id, text: typedText(2000) });
export type SendChatMessageRequest = Static<typeof SendChatMessageRequest>;

export const SendChatMessageResponse = Envelope(ChatMessage);
export type SendChatMessageResponse = Static<typeof SendChatMessageResponse>;

export const MarkChatReadRequest = Type.Object({ chatId: Id });
export type MarkChatReadRequest = Static<typeof MarkChatReadRequest>;

export const MarkChatReadResponse = Envelope(ChatSummary);
export type MarkChatReadResponse = Static<typeof MarkChatReadResponse>;
