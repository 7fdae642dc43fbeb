import { Hono } from 'hono';
import type { Contact } from '#openapi/demo/contacts.ts';
import { ContactOps } from '#openapi/operations/demo/contacts.ts';
import { route } from '../../contract/route.ts';
import { matches, nextId } from '../clock.ts';
import { contactTags } from './contacts-seed.ts';

/** The demo contacts' state; `reset()` swaps in a fresh copy of the seed. */
export type ContactStore = { contacts: Contact[] };

const byName = (a: Contact, b: Contact) => a.name.localeCompare(b.name, 'en');

/** The contacts app of the demo template: list with search, one, create, update, remove (issue 31). */
export function createContactRoutes(store: ContactStore) {
  const app = new Hono();
  const indexOf = (id: number) => store.contacts.findIndex((contact) => contact.id === id);

  route(app, ContactOps.contactTags, () => ({ message: 'Contact tags', body: contactTags }));

  route(app, ContactOps.contacts, ({ query: { search, tag } }) => ({
    message: 'Contacts',
    body: store.contacts
      .filter((contact) => !tag || contact.tags.includes(tag))
      .filter((c) => matches(search, c.name, c.email, c.phone, c.company, c.jobTitle))
      .sort(byName),
  }));

  route(app, ContactOps.contact, ({ query: { id }, refuse }) => {
    const contact = store.contacts[indexOf(id)];
    if (!contact) return refuse('CONTACT_NOT_FOUND');
    return { message: 'Contact', body: contact };
  });

  route(app, ContactOps.createContact, ({ body }) => {
    const contact = { ...body, id: nextId(store.contacts) };
    store.contacts.push(contact);
    return { message: 'Contact added', body: contact };
  });

  route(app, ContactOps.updateContact, ({ body, refuse }) => {
    const index = indexOf(body.id);
    if (index === -1) return refuse('CONTACT_NOT_FOUND');
    store.contacts[index] = body;
    return { message: 'Contact saved', body };
  });

  route(app, ContactOps.removeContact, ({ body: { id }, refuse }) => {
    const index = indexOf(id);
    if (index === -1) return refuse('CONTACT_NOT_FOUND');
    store.contacts.splice(index, 1);
    return { message: 'Contact deleted', body: { id } };
  });

  return app;
}
