import { describe, expect, it } from 'vitest';
import {
  ChatResponse,
  ChatsResponse,
  MarkChatReadResponse,
  SendChatMessageResponse,
} from '#openapi/demo/chat.ts';
import {
  demoClient,
  expectContract,
  expectInvalidField,
  minutesBefore,
  notFound,
  start,
} from '../demo-test-client.ts';

const chatNotFound = notFound('CHAT_NOT_FOUND', 'Chat not found');

describe('GET /api/chat-app/chats', () => {
  it('lists the five chats, latest message first, with unread counts', async () => {
    const { get } = demoClient();
    const json = await get('/chat-app/chats');
    expectContract(ChatsResponse, json);
    expect(
      json.body.map((c: { contact: { name: string }; unreadCount: number }) => [
        c.contact.name,
        c.unreadCount,
      ]),
    ).toEqual([
      ['Lakshmi Narayanan', 1],
      ['Karthik Subramanian', 2],
      ['Arjun Mehta', 0],
      ['Sneha Pillai', 0],
      ['Ananya Iyer', 0],
    ]);
    expect(json.body[0]).toEqual({
      id: 1,
      contact: {
        id: 1,
        name: 'Lakshmi Narayanan',
        about: 'Training and Placement Officer, Kaveri Institute of Technology',
        presence: 'online',
      },
      lastMessage: 'Shall I share the final list of 128 registered students today?',
      lastMessageAt: minutesBefore(40),
      unreadCount: 1,
    });
  });
});

describe('GET /api/chat-app/chat', () => {
  it('answers one chat with its messages oldest first', async () => {
    const { get } = demoClient();
    const json = await get('/chat-app/chat?chatId=2');
    expectContract(ChatResponse, json);
    expect(
      json.body.messages.map((m: { fromMe: boolean; text: string }) => [m.fromMe, m.text]),
    ).toEqual([
      [false, 'Good morning Ma’am, I submitted the aptitude test.'],
      [true, 'Thanks Karthik, results come out on Friday.'],
      [false, 'Will the interview be on campus?'],
      [false, 'Or online?'],
    ]);
    expect(json.body.unreadCount).toBe(2);
  });

  it('answers 404 CHAT_NOT_FOUND for a chat it does not hold', async () => {
    const { call } = demoClient();
    expect(await call('GET', '/chat-app/chat?chatId=99')).toEqual(chatNotFound);
  });

  it('answers 400 naming chatId when it is missing or not a positive whole number', async () => {
    const { call } = demoClient();
    expectInvalidField(await call('GET', '/chat-app/chat'), '/chatId');
    expectInvalidField(await call('GET', '/chat-app/chat?chatId=abc'), '/chatId');
    expectInvalidField(await call('GET', '/chat-app/chat?chatId=0'), '/chatId');
  });
});

describe('POST /api/chat-app/send-message', () => {
  it('stores the message at the end of the thread and makes it the chat’s last', async () => {
    const { get, post } = demoClient();
    const json = await post('/chat-app/send-message', { chatId: 3, text: 'Shortlist sent.' });
    expectContract(SendChatMessageResponse, json);
    expect(json).toEqual({
      status: true,
      message: 'Message sent',
      body: {
        id: 14,
        chatId: 3,
        fromMe: true,
        text: 'Shortlist sent.',
        sentAt: new Date(start).toISOString(),
      },
    });
    const thread = (await get('/chat-app/chat?chatId=3')).body.messages;
    expect(thread.at(-1)).toEqual(json.body);
    const chats = (await get('/chat-app/chats')).body;
    expect(chats[0]).toMatchObject({ id: 3, lastMessage: 'Shortlist sent.' });
  });

  it('answers 400 naming the text when it is blank or too long, and chatId when missing', async () => {
    const { call } = demoClient();
    const send = (body: unknown) => call('POST', '/chat-app/send-message', body);
    expectInvalidField(await send({ chatId: 1, text: '   ' }), '/text');
    expectInvalidField(await send({ chatId: 1, text: '' }), '/text');
    expectInvalidField(await send({ chatId: 1, text: 'x'.repeat(2001) }), '/text');
    expectInvalidField(await send({ text: 'Hello' }), '/chatId');
  });

  it('answers 404 CHAT_NOT_FOUND for a chat it does not hold', async () => {
    const { call } = demoClient();
    const body = { chatId: 6, text: 'Hello' };
    expect(await call('POST', '/chat-app/send-message', body)).toEqual(chatNotFound);
  });
});

describe('POST /api/chat-app/mark-read', () => {
  it('marks every message of the chat read', async () => {
    const { get, post } = demoClient();
    const json = await post('/chat-app/mark-read', { chatId: 2 });
    expectContract(MarkChatReadResponse, json);
    expect(json.body).toMatchObject({ id: 2, unreadCount: 0 });
    expect((await get('/chat-app/chats')).body[1]).toMatchObject({ id: 2, unreadCount: 0 });
  });

  it('answers 404 for an unknown chat and 400 for a bad chatId', async () => {
    const { call } = demoClient();
    expect(await call('POST', '/chat-app/mark-read', { chatId: 42 })).toEqual(chatNotFound);
    expectInvalidField(await call('POST', '/chat-app/mark-read', { chatId: '2' }), '/chatId');
  });
});

describe('resetting the demo data', () => {
  it('takes sent messages back out and makes read chats unread again', async () => {
    const { get, post } = demoClient();
    await post('/chat-app/send-message', { chatId: 1, text: 'Yes please.' });
    await post('/chat-app/mark-read', { chatId: 1 });
    expect((await post('/__stub/reset')).status).toBe(true);
    const chat = (await get('/chat-app/chat?chatId=1')).body;
    expect(chat.messages).toHaveLength(3);
    expect(chat.unreadCount).toBe(1);
  });
});
