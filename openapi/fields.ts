import Type from 'typebox';
import { Format } from 'typebox/format';
import {
  emailMaxLength,
  mobilePattern,
  resetPasswordMaxLength,
  resetPasswordMinLength,
  resetPasswordPattern,
  strongPasswordMaxLength,
  strongPasswordMinLength,
  strongPasswordPattern,
} from './field-rules.ts';

// Field schemas shared by several calls, built on the rules in field-rules.ts (which the forms use). `errorMessage` is the annotation the stub's validator shows
// instead of a raw pattern, so a person reads the rule rather than a regular expression.

/** A record id: a positive integer. */
export const Id = Type.Integer({ minimum: 1 });

/** An email address as typed into a form (seed §5). */
export const Email = Type.String({ format: 'email', maxLength: emailMaxLength });

/** A new password: 8–60 characters with a lowercase, an uppercase, a digit and one of !@#$%^&* (seed §5). */
export const StrongPassword = Type.String({
  minLength: strongPasswordMinLength,
  maxLength: strongPasswordMaxLength,
  pattern: strongPasswordPattern,
  errorMessage:
    'must have 8 to 60 characters with a lowercase letter, an uppercase letter, a digit and one of !@#$%^&*',
});

/**
 * A reset password: at least 8 characters with an uppercase, a lowercase and a digit. Seed §5 gives
 * the reset form this rule and message of its own; the stricter pattern is registration's (D12).
 */
export const ResetPassword = Type.String({
  minLength: resetPasswordMinLength,
  maxLength: resetPasswordMaxLength,
  pattern: resetPasswordPattern,
  errorMessage: 'must have one uppercase, one lowercase, one numerical value and min 8 characters',
});

/** An Indian mobile number: 10 digits starting 6, 7, 8 or 9 (seed §5). */
export const Mobile = Type.String({
  pattern: mobilePattern,
  errorMessage: 'must be 10 digits starting with 6, 7, 8 or 9',
});

/** An opaque handle issued by the server (OTP or reset secret, session id). */
export const Opaque = Type.String({ minLength: 1, maxLength: 200 });

/** An instant as an ISO 8601 date-time string. */
export const Instant = Type.String({ format: 'date-time' });

// Text a person types. Characters that show nothing or change what is shown around them pass a
// length rule while saying nothing (four zero-width spaces made a "title"), or make a name read
// backwards (U+202E): controls, zero-width characters, bidi controls and line separators.
const zeroWidth = '\\u200B-\\u200D\\u2060\\uFEFF\\u180E';
const bidiControls = '\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069';
const invisibleInLine = new RegExp(`[\\p{Cc}\\u2028\\u2029${zeroWidth}${bidiControls}]`, 'u');
// Several lines keep their line breaks and tabs, and refuse the rest.
const invisibleInText = new RegExp(
  `[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u2028\\u2029${zeroWidth}${bidiControls}]`,
  'u',
);

/** The format of one line of visible text; the validator trims its Unicode spaces first. */
export const singleLineFormat = 'single-line';
/** The format of text of several lines (a summary, a note). */
export const multiLineFormat = 'multi-line';

/** What a field of either format says when it holds a character it refuses. */
export const invisibleCharacterMessages: Record<string, string> = {
  [singleLineFormat]:
    'must be one line of visible text (no control, zero-width or text-direction characters)',
  [multiLineFormat]: 'must be visible text (no control, zero-width or text-direction characters)',
};

// Registered where the formats are defined, so whatever compiles a schema of the contract (the
// validator, the reply check, the tests) checks them; TypeBox passes a format it does not know.
Format.Set(singleLineFormat, (value) => !invisibleInLine.test(value));
Format.Set(multiLineFormat, (value) => !invisibleInText.test(value));

/** One line of text a person types: a title, a name, a tag, a venue. */
export const SingleLine = (options: { minLength?: number; maxLength?: number } = {}) =>
  Type.String({ ...options, format: singleLineFormat });

/** Text of several lines a person types: a summary, a note. */
export const MultiLine = (options: { maxLength?: number } = {}) =>
  Type.String({ ...options, format: multiLineFormat });
