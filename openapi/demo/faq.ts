import Type, { type Static } from 'typebox';
import { Envelope } from '../envelope.ts';
import { Id } from '../fields.ts';

// The FAQ page of the demo template (seed appendix, D18): 14 sample questions, in English (D17).

export const Faq = Type.Object({ id: Id, question: Type.String(), answer: Type.String() });
export type Faq = Static<typeof Faq>;

export const FaqResponse = Envelope(Type.Array(Faq));
export type FaqResponse = Static<typeof FaqResponse>;
