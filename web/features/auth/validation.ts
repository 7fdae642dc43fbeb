// Each check returns the translation key of the message to show, or undefined when the value passes.
// The keys carry the seed's exact English messages (§5); D12's register rules have our own.

// The patterns and lengths are the contract's own (openapi/field-rules.ts), so a form never accepts
// what the server refuses.

import * as rules from '#openapi/field-rules.ts';

type Check = (value: string) => string | undefined;

const emailPattern = new RegExp(rules.emailPattern);
const resetPasswordPattern = new RegExp(rules.resetPasswordPattern);
const strongPasswordPattern = new RegExp(rules.strongPasswordPattern);
const mobilePattern = new RegExp(rules.mobilePattern);

const firstFailure =
  (...checks: Check[]): Check =>
  (value) => {
    for (const check of checks) {
      const key = check(value);
      if (key) return key;
    }
    return undefined;
  };

const required =
  (key: string): Check =>
  (value) =>
    value.trim() === '' ? key : undefined;

const matches =
  (pattern: RegExp, key: string): Check =>
  (value) =>
    pattern.test(value.trim()) ? undefined : key;

export const loginEmail = firstFailure(
  required('auth.login.email.required'),
  matches(emailPattern, 'auth.login.email.invalid'),
);

export const loginPassword = firstFailure(required('auth.login.password.required'), (value) =>
  value.length < rules.loginPasswordMinLength ? 'auth.login.password.tooShort' : undefined,
);

export const forgotEmail = firstFailure(
  required('auth.forgot.email.required'),
  matches(emailPattern, 'auth.forgot.email.invalid'),
);

/** Seed §5: the OTP is required and is 4 digits; both fail with one message. */
export const otpCode: Check = (value) =>
  new RegExp(rules.otpPattern).test(value) ? undefined : 'auth.verify.required';

export const resetPassword = firstFailure(required('auth.reset.password.required'), (value) =>
  resetPasswordPattern.test(value) ? undefined : 'auth.reset.password.weak',
);

/** The confirmation depends on the password it confirms. */
export const confirmPassword =
  (password: string): Check =>
  (value) => {
    if (value === '') return 'auth.reset.confirm.required';
    return value === password ? undefined : 'auth.reset.confirm.mismatch';
  };

export const registerName = firstFailure(required('auth.register.name.required'), (value) => {
  const length = value.trim().length;
  if (length < rules.personNameMinLength) return 'auth.register.name.tooShort';
  return length > rules.personNameMaxLength ? 'auth.register.name.tooLong' : undefined;
});

export const registerEmail = firstFailure(
  required('auth.register.email.required'),
  matches(emailPattern, 'auth.register.email.invalid'),
);

export const registerMobile = firstFailure(
  required('auth.register.mobile.required'),
  matches(mobilePattern, 'auth.register.mobile.invalid'),
);

export const registerPassword = firstFailure(
  required('auth.register.password.required'),
  (value) => (strongPasswordPattern.test(value) ? undefined : 'auth.register.password.weak'),
);
