import type { ChatContact, ChatMessage } from '#openapi/demo/chat.ts';
import { before, days, hours, minutes } from '../clock.ts';

/** A message as the demo keeps it: whether the signed-in person has read it. */
export type StoredChatMessage = ChatMessage & { read: boolean };
export type StoredChat = { id: number; contact: ChatContact; messages: StoredChatMessage[] };

type SeedLine = { fromMe: boolean; text: string; ago: number; read?: boolean };

const seed: { contact: Omit<ChatContact, 'id'>; lines: SeedLine[] }[] = [
  {
    contact: {
      name: 'Lakshmi Narayanan',
      about: 'Training and Placement Officer, Kaveri Institute of Technology',
      presence: 'online',
    },
    lines: [
      {
        fromMe: true,
        text: 'Hi Lakshmi, is the seminar hall free on 13 March?',
        ago: 50 * minutes,
      },
      { fromMe: false, text: 'Yes, it is booked for you from 9:30 am.', ago: 42 * minutes },
      {
        fromMe: false,
        text: 'Shall I share the final list of 128 registered students today?',
        ago: 40 * minutes,
        read: false,
      },
    ],
  },
  {
    contact: {
      name: 'Karthik Subramanian',
      about: 'Final-year B.E. Computer Science',
      presence: 'away',
    },
    lines: [
      { fromMe: false, text: 'Good morning Ma’am, I submitted the aptitude test.', ago: 3 * hours },
      { fromMe: true, text: 'Thanks Karthik, results come out on Friday.', ago: 2 * hours },
      { fromMe: false, text: 'Will the interview be on campus?', ago: 90 * minutes, read: false },
      { fromMe: false, text: 'Or online?', ago: 89 * minutes, read: false },
    ],
  },
  {
    contact: {
      name: 'Arjun Mehta',
      about: 'Head of Talent, Nilgiri Software Labs',
      presence: 'do-not-disturb',
    },
    lines: [
      { fromMe: false, text: 'Can you send me the shortlist by evening?', ago: 1 * days },
      { fromMe: true, text: 'Sure, 30 names plus an 11-name waitlist.', ago: 23 * hours },
    ],
  },
  {
    contact: {
      name: 'Sneha Pillai',
      about: 'Engineering Manager, technical panel A',
      presence: 'offline',
    },
    lines: [
      { fromMe: true, text: 'Panel A starts at 10:00 in Room 3.', ago: 2 * days },
      { fromMe: false, text: 'Noted. I will bring the coding questions.', ago: 2 * days - hours },
    ],
  },
  {
    contact: {
      name: 'Ananya Iyer',
      about: 'Associate Data Analyst (joining in July)',
      presence: 'online',
    },
    lines: [
      { fromMe: false, text: 'I have signed and sent the offer letter.', ago: 3 * days },
      { fromMe: true, text: 'Welcome aboard, Ananya!', ago: 3 * days - 10 * minutes },
    ],
  },
];

/** The five sample chats (ids 1–5, contacts 1–5), messages numbered in order, dated from `now`. */
export function seedChats(now: number): StoredChat[] {
  let messageId = 0;
  return seed.map(({ contact, lines }, index) => ({
    id: index + 1,
    contact: { id: index + 1, ...contact },
    messages: lines.map(({ fromMe, text, ago, read }) => ({
      id: ++messageId,
      chatId: index + 1,
      fromMe,
      text,
      sentAt: before(now, ago),
      read: read ?? true,
    })),
  }));
}
