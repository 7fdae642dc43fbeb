import Type from 'typebox';
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
