import { useTranslation } from 'react-i18next';
import { DemoPage } from '../../shared/demo-page.tsx';
import { ChatList } from './chat-list.tsx';
import { ChatThread } from './chat-thread.tsx';
import { useOpenChat } from './use-open-chat.ts';
import './chat-app.css';

/**
 * The demo template's chat app (issue 31): the chats beside the open one; on a phone the list and
 * the chat take turns.
 */
export function ChatApp() {
  const { t } = useTranslation();
  const openId = useOpenChat();
  return (
    <DemoPage title={t('demoChat.title')}>
      <div className="chat-panes" data-open={openId === null ? 'list' : 'chat'}>
        <nav className="chat-list-pane" aria-label={t('demoChat.chats')}>
          <ChatList openId={openId} />
        </nav>
        <section className="chat-thread-pane" aria-label={t('demoChat.thread')}>
          {openId === null ? (
            <p className="demo-muted chat-nothing">{t('demoChat.nothingOpen')}</p>
          ) : (
            <ChatThread chatId={openId} />
          )}
        </section>
      </div>
    </DemoPage>
  );
}
