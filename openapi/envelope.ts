import Type, { type Static, type TSchema } from 'typebox';
import { EligibilityReason } from './eligibility.ts';

/**
 * Every response of the API uses the seed's envelope (D2): `{ status, message, body }`. A success
 * says `status: true` and a refusal (`ErrorEnvelope`) `status: false`, so a response that may be
 * either is a `oneOf` whose members exclude each other and tools (redocly) can tell them apart.
 */
export const Envelope = <Body extends TSchema>(body: Body) =>
  Type.Object({
    status: Type.Literal(true),
    message: Type.String(),
    body,
  });

/** The answer to a failed call: `status:false`, a stable code to decide by and words a person reads. */
export const ErrorEnvelope = Type.Object({
  status: Type.Literal(false),
  code: Type.String({ description: 'Stable machine code, e.g. INVALID_LOGIN or TEST_TAKEN_OVER' }),
  message: Type.String(),
  body: Type.Optional(
    Type.Object({
      errors: Type.Optional(
        Type.Array(
          Type.Object({
            field: Type.String({
              description: 'JSON pointer to the field in error, e.g. /username',
            }),
            message: Type.String(),
          }),
        ),
      ),
      /** A NOT_ELIGIBLE refusal's reasons (D20), as the student's jobs list gives them. */
      reasons: Type.Optional(Type.Array(EligibilityReason)),
    }),
  ),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

/** A body with nothing in it, for calls whose answer is only status and message. */
export const EmptyBody = Type.Object({});
export type EmptyBody = Static<typeof EmptyBody>;
