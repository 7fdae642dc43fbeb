import { ContactsApp } from '../../features/demo/contacts/components/contacts-app.tsx';

/** /apps/contacts: the demo template's contacts app (issue 31). */
export function Component() {
  return <ContactsApp />;
}
