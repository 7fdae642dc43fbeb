import Type, { type Static } from 'typebox';
import { Envelope } from '../envelope.ts';
import { Email, Id, Instant } from '../fields.ts';
import { typedText } from './demo-fields.ts';

// The demo template's profile page (seed appendix, D18, issue 31), shown at /apps/profile: not the
// product user's own profile, which /pages/profile opens (D6). Sample data, in English (D17).

/** What the owner of the sample profile may change about themselves. */
export const TemplateProfileAboutFields = Type.Object({
  headline: typedText(120),
  location: Type.String({ maxLength: 100 }),
  about: Type.String({ maxLength: 2000 }),
  skills: Type.Array(typedText(40), { maxItems: 20, uniqueItems: true }),
});
export type TemplateProfileAboutFields = Static<typeof TemplateProfileAboutFields>;

export const TemplateProfileExperience = Type.Object({
  title: Type.String(),
  company: Type.String(),
  period: Type.String(),
});
export type TemplateProfileExperience = Static<typeof TemplateProfileExperience>;

export const TemplateProfileAbout = Type.Object({
  name: Type.String(),
  email: Email,
  ...TemplateProfileAboutFields.properties,
  experience: Type.Array(TemplateProfileExperience),
});
export type TemplateProfileAbout = Static<typeof TemplateProfileAbout>;

export const TemplateProfilePost = Type.Object({
  id: Id,
  text: Type.String(),
  postedAt: Instant,
  likes: Type.Integer({ minimum: 0 }),
});
export type TemplateProfilePost = Static<typeof TemplateProfilePost>;

export const TemplateProfile = Type.Object({
  about: TemplateProfileAbout,
  timeline: Type.Array(TemplateProfilePost, { description: 'Newest first' }),
});
export type TemplateProfile = Static<typeof TemplateProfile>;

export const TemplateProfileResponse = Envelope(TemplateProfile);
export type TemplateProfileResponse = Static<typeof TemplateProfileResponse>;

export const TemplateProfileAboutResponse = Envelope(TemplateProfileAbout);
export type TemplateProfileAboutResponse = Static<typeof TemplateProfileAboutResponse>;

export const CreateTemplateProfilePostRequest = Type.Object({ text: typedText(1000) });
export type CreateTemplateProfilePostRequest = Static<typeof CreateTemplateProfilePostRequest>;

export const TemplateProfilePostResponse = Envelope(TemplateProfilePost);
export type TemplateProfilePostResponse = Static<typeof TemplateProfilePostResponse>;

export const RemoveTemplateProfilePostRequest = Type.Object({ id: Id });
export type RemoveTemplateProfilePostRequest = Static<typeof RemoveTemplateProfilePostRequest>;

export const RemoveTemplateProfilePostResponse = Envelope(Type.Object({ id: Id }));
export type RemoveTemplateProfilePostResponse = Static<typeof RemoveTemplateProfilePostResponse>;
