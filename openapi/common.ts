import Type, { type Static } from 'typebox';
import { Envelope } from './envelope.ts';
import { Id } from './fields.ts';
import { ActiveTestDetails } from './user.ts';

export const NotificationResponse = Envelope(
  Type.Object({ activeTestDetails: Type.Union([ActiveTestDetails, Type.Null()]) }),
);
export type NotificationResponse = Static<typeof NotificationResponse>;

/** One entry of a lookup list (state, institute, language). */
export const LookupItem = Type.Object({ id: Id, name: Type.String() });
export type LookupItem = Static<typeof LookupItem>;

export const StateListResponse = Envelope(Type.Array(LookupItem));
export type StateListResponse = Static<typeof StateListResponse>;

export const InstituteListResponse = Envelope(Type.Array(LookupItem));
export type InstituteListResponse = Static<typeof InstituteListResponse>;

export const LanguageListResponse = Envelope(Type.Array(LookupItem));
export type LanguageListResponse = Static<typeof LanguageListResponse>;

export const ClassListQuery = Type.Object({ instituteID: Id });
export type ClassListQuery = Static<typeof ClassListQuery>;

export const ClassItem = Type.Object({ id: Id, name: Type.String(), instituteID: Id });
export type ClassItem = Static<typeof ClassItem>;

export const ClassListResponse = Envelope(Type.Array(ClassItem));
export type ClassListResponse = Static<typeof ClassListResponse>;

export const SectionListQuery = Type.Object({ instituteID: Id, classID: Id });
export type SectionListQuery = Static<typeof SectionListQuery>;

export const SectionItem = Type.Object({ id: Id, name: Type.String(), classID: Id });
export type SectionItem = Static<typeof SectionItem>;

export const SectionListResponse = Envelope(Type.Array(SectionItem));
export type SectionListResponse = Static<typeof SectionListResponse>;
