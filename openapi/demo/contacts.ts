import Type, { type Static } from 'typebox';
import { Envelope } from '../envelope.ts';
import { Email, Id } from '../fields.ts';
import { searchPhrase, seededId, typedText } from './demo-fields.ts';

// The contacts app of the demo template (seed §1 and appendix, D18, issue 31). Sample data, in English (D17).

/** The labels a contact may carry. */
export const ContactTagId = Type.Union([
  Type.Literal('recruiter'),
  Type.Literal('placement-officer'),
  Type.Literal('student'),
  Type.Literal('vendor'),
  Type.Literal('alumni'),
]);
export type ContactTagId = Static<typeof ContactTagId>;

export const ContactTag = Type.Object({ id: ContactTagId, title: Type.String() });
export type ContactTag = Static<typeof ContactTag>;

export const ContactTagsResponse = Envelope(Type.Array(ContactTag));
export type ContactTagsResponse = Static<typeof ContactTagsResponse>;

/** What a person fills in for a contact. */
export const ContactFields = Type.Object({
  name: typedText(100),
  email: Email,
  phone: Type.String({ maxLength: 30 }),
  company: Type.String({ maxLength: 100 }),
  jobTitle: Type.String({ maxLength: 100 }),
  notes: Type.String({ maxLength: 2000 }),
  tags: Type.Array(ContactTagId, { uniqueItems: true, maxItems: 5 }),
});
export type ContactFields = Static<typeof ContactFields>;

export const Contact = Type.Object({ id: Id, ...ContactFields.properties });
export type Contact = Static<typeof Contact>;

export const ContactsQuery = Type.Object({
  search: Type.Optional(searchPhrase('kaveri')),
  tag: Type.Optional(ContactTagId),
});
export type ContactsQuery = Static<typeof ContactsQuery>;

export const ContactsResponse = Envelope(Type.Array(Contact, { description: 'By name' }));
export type ContactsResponse = Static<typeof ContactsResponse>;

export const ContactQuery = Type.Object({ id: seededId(1) });
export type ContactQuery = Static<typeof ContactQuery>;

export const ContactResponse = Envelope(Contact);
export type ContactResponse = Static<typeof ContactResponse>;

export const RemoveContactRequest = Type.Object({ id: Id });
export type RemoveContactRequest = Static<typeof RemoveContactRequest>;

export const RemoveContactResponse = Envelope(Type.Object({ id: Id }));
export type RemoveContactResponse = Static<typeof RemoveContactResponse>;
