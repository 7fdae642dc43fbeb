import {
  Contact,
  ContactFields,
  ContactQuery,
  ContactResponse,
  ContactsQuery,
  ContactsResponse,
  ContactTagsResponse,
  RemoveContactRequest,
  RemoveContactResponse,
} from '../../demo/contacts.ts';
import { answeredWith, refusalsOf } from '../../refusals.ts';

/** The contacts app's refusals by code. */
export const ContactRefusals = {
  CONTACT_NOT_FOUND: 'Contact not found',
} as const;

export const ContactOps = {
  contactTags: {
    operationId: 'contactTags',
    method: 'get',
    path: '/contacts-app/tags',
    tag: 'demo',
    summary: 'The labels a contact may carry',
    auth: false,
    response: ContactTagsResponse,
  },
  contacts: {
    operationId: 'contacts',
    method: 'get',
    path: '/contacts-app/contacts',
    tag: 'demo',
    summary:
      'The contacts by name; `search` matches name, email, phone, company or job title, `tag` a label',
    auth: false,
    query: ContactsQuery,
    response: ContactsResponse,
  },
  contact: {
    operationId: 'contact',
    method: 'get',
    path: '/contacts-app/contact',
    tag: 'demo',
    summary: 'One contact',
    auth: false,
    query: ContactQuery,
    response: ContactResponse,
    ...answeredWith(404, refusalsOf(ContactRefusals, 'CONTACT_NOT_FOUND')),
  },
  createContact: {
    operationId: 'createContact',
    method: 'post',
    path: '/contacts-app/create-contact',
    tag: 'demo',
    summary: 'Add a contact; answers it with its new id',
    auth: false,
    body: ContactFields,
    response: ContactResponse,
  },
  updateContact: {
    operationId: 'updateContact',
    method: 'post',
    path: '/contacts-app/update-contact',
    tag: 'demo',
    summary: 'Replace a contact’s fields, its labels included',
    auth: false,
    body: Contact,
    response: ContactResponse,
    ...answeredWith(404, refusalsOf(ContactRefusals, 'CONTACT_NOT_FOUND')),
  },
  removeContact: {
    operationId: 'removeContact',
    method: 'post',
    path: '/contacts-app/remove-contact',
    tag: 'demo',
    summary: 'Delete a contact',
    auth: false,
    body: RemoveContactRequest,
    response: RemoveContactResponse,
    ...answeredWith(404, refusalsOf(ContactRefusals, 'CONTACT_NOT_FOUND')),
  },
} as const;
