import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../shared/query-state.tsx';
import { useChats } from '../api/get-chats.ts';
import { chatLink } from './use-open-chat.ts';

/** The chats, latest first: contact, presence, last message and unread count; each opens its chat. */
export function ChatList({ openId }: { openId: number | null }) {
  const { t } = useTranslation();
  return (
    <QueryState query={useChats()}>
      {({ body: chats }) => (
        <ul className="demo-list chat-list">
          {chats.map((chat) => (
            <li key={chat.id}>
              <Link
                to={chatLink(chat.id)}
                className="chat-list-item"
                aria-current={chat.id === openId ? 'true' : undefined}
              >
                <span className="chat-list-name">
                  {chat.contact.name}
                  <span className="visually-hidden">
                    {`, ${t(`demoChat.presence.${chat.contact.presence}`)}`}
                  </span>
                </span>
                <span className="chat-list-last demo-muted">{chat.lastMessage}</span>
                {chat.unreadCount > 0 ? (
                  // antd's count badge: the number seen, its words heard.
                  <span className="chat-unread">
                    <span aria-hidden="true">{chat.unreadCount}</span>
                    <span className="visually-hidden">
                      {t('demoChat.unread', { count: chat.unreadCount })}
                    </span>
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
