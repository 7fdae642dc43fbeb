import Type, { type Static } from 'typebox';
import { Envelope } from '../envelope.ts';
import { Email } from '../fields.ts';

// The demo template's mock sign-in (seed appendix, §8): its own in-memory users and tokens, which
// never touch the product's accounts or sessions. Field names are the template's.

const DemoPassword = Type.String({ minLength: 1, maxLength: 100 });

export const DemoUser = Type.Object({
  uuid: Type.String(),
  role: Type.Union([Type.Literal('admin'), Type.Literal('user')]),
  data: Type.Object({ displayName: Type.String(), email: Email }),
});
export type DemoUser = Static<typeof DemoUser>;

export const DemoSignInRequest = Type.Object(
  { email: Email, password: DemoPassword },
  { examples: [{ email: 'admin@demo-template.example', password: 'admin' }] },
);
export type DemoSignInRequest = Static<typeof DemoSignInRequest>;

export const DemoSignUpRequest = Type.Object(
  {
    displayName: Type.String({ minLength: 1, maxLength: 100 }),
    email: Email,
    password: DemoPassword,
  },
  {
    examples: [{ displayName: 'Meena Das', email: 'meena@demo-template.example', password: 'x' }],
  },
);
export type DemoSignUpRequest = Static<typeof DemoSignUpRequest>;

export const DemoAccessTokenRequest = Type.Object({
  access_token: Type.String({ minLength: 1, maxLength: 2000 }),
});
export type DemoAccessTokenRequest = Static<typeof DemoAccessTokenRequest>;

/** A signed-in demo user and their token (the template's `{ user, access_token }`). */
export const DemoSession = Type.Object({
  user: DemoUser,
  access_token: Type.String({ description: 'A demo token; good for the demo calls only, 2 days' }),
});
export type DemoSession = Static<typeof DemoSession>;

export const DemoSessionResponse = Envelope(DemoSession);
export type DemoSessionResponse = Static<typeof DemoSessionResponse>;
