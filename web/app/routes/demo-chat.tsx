import { ChatApp } from '../../features/demo/chat/components/chat-app.tsx';

/** /apps/chat: the demo template's chat app (issue 31). */
export function Component() {
  return <ChatApp />;
}
