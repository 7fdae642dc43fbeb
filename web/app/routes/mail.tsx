import { MailApp } from '../../features/demo/mail/components/mail-app.tsx';

/** /apps/mail: the demo template's mail app, the profile menu's Inbox (D6, D18). */
export function Component() {
  return <MailApp />;
}
