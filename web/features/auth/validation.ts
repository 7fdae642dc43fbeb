// Each check returns the translation key of the message to show, or undefined when the value passes.
// The keys carry the seed's exact English messages (§5); D12's register rules have our own.

type Check = (value: string) => string | undefined;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Seed §5 reset rule: an uppercase, a lowercase, a digit, at least 8 characters. */
const resetPasswordPattern = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;
/** Seed §5 / D12 strong pattern: 8–60 with a lower, an upper, a digit and one of !@#$%^&*. */
const strongPasswordPattern = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{8,60}$/;
const mobilePattern = /^[6-9]\d{9}$/;

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
  value.length < 4 ? 'auth.login.password.tooShort' : undefined,
);

export const forgotEmail = firstFailure(
  required('auth.forgot.email.required'),
  matches(emailPattern, 'auth.forgot.email.invalid'),
);

/** Seed §5: the OTP is required and is 4 digits; both fail with one message. */
export const otpCode: Check = (value) =>
  /^\d{4}$/.test(value) ? undefined : 'auth.verify.required';

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
  if (length < 2) return 'auth.register.name.tooShort';
  return length > 100 ? 'auth.register.name.tooLong' : undefined;
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
