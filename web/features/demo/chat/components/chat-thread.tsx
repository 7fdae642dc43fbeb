import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routing/paths.ts';
import { formatDayTime } from '../../../../shared/time/format-date.ts';
import { QueryState } from '../../shared/query-state.tsx';
import { useChat } from '../api/get-chat.ts';
import { useMarkChatRead } from '../api/mark-chat-read.ts';
import { ChatComposer } from './chat-composer.tsx';

/** One chat: its contact, the messages oldest first, and the composer; opening it marks it read. */
export function ChatThread({ chatId }: { chatId: number }) {
  const { t, i18n } = useTranslation();
  const chat = useChat(chatId);
  const markRead = useMarkChatRead();
  const unread = chat.data?.body.unreadCount ?? 0;
  const { mutate } = markRead;
  useEffect(() => {
    if (unread > 0) mutate({ chatId });
  }, [chatId, unread, mutate]);
  const end = useRef<HTMLLIElement>(null);
  const count = chat.data?.body.messages.length;
  useEffect(() => {
    // The newest message in view, as a chat app opens; `count` re-runs this when one is sent.
    if (count) end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  return (
    <QueryState query={chat}>
      {({ body }) => (
        <div className="chat-thread">
          <header className="chat-thread-head">
            <Link to={paths.chat} className="chat-back demo-tap">
              {t('demoChat.back')}
            </Link>
            <h2 className="chat-thread-name">{body.contact.name}</h2>
            <p className="demo-muted chat-thread-about">
              {`${t(`demoChat.presence.${body.contact.presence}`)} · ${body.contact.about}`}
            </p>
          </header>
          <ol className="demo-list chat-messages" aria-label={t('demoChat.messages')}>
            {body.messages.map((message, index) => (
              <li
                key={message.id}
                ref={index === body.messages.length - 1 ? end : undefined}
                className={message.fromMe ? 'chat-message chat-message-mine' : 'chat-message'}
              >
                <span className="visually-hidden">
                  {message.fromMe ? t('demoChat.you') : body.contact.name}
                </span>
                <p className="chat-message-text">{message.text}</p>
                <time className="chat-message-time" dateTime={message.sentAt}>
                  {formatDayTime(message.sentAt, i18n.language)}
                </time>
              </li>
            ))}
          </ol>
          <ChatComposer chatId={chatId} />
        </div>
      )}
    </QueryState>
  );
}
