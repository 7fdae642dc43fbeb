import Type, { type Static } from 'typebox';
import { Envelope } from './envelope.ts';
import { Opaque } from './fields.ts';

/** A page the user opened: its URL and when, in epoch seconds (seed §3). */
export const PageVisit = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2048 }),
  time: Type.Integer({ minimum: 0, description: 'Epoch seconds' }),
});
export type PageVisit = Static<typeof PageVisit>;

export const SaveUrlRequest = Type.Object({
  data: Type.Array(PageVisit, { minItems: 1, maxItems: 500 }),
  UserSessionID: Opaque,
});
export type SaveUrlRequest = Static<typeof SaveUrlRequest>;

export const SaveUrlResponse = Envelope(
  Type.Object({ received: Type.Integer({ minimum: 0, description: 'Entries stored' }) }),
);
export type SaveUrlResponse = Static<typeof SaveUrlResponse>;
