/**
 * The rules of the fields people type, written once: the contract's schemas (openapi/fields.ts and
 * the area modules) and the SPA's forms (web/features/auth/validation.ts) both read them.
 * TypeBox-free, so the SPA may import it; named exports, so a page carries only its own rules.
 */

/** An email address as typed into a form (seed §5): something@something.tld, no spaces. */
export const emailPattern = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
export const emailMaxLength = 254;

/** Seed §5 / D12 strong password: 8–60 with a lowercase, an uppercase, a digit and one of !@#$%^&*. */
export const strongPasswordPattern = '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[!@#$%^&*]).{8,60}$';
export const strongPasswordMinLength = 8;
export const strongPasswordMaxLength = 60;

/** Seed §5 reset rule: an uppercase, a lowercase, a digit, 8 characters or more (at most 128). */
export const resetPasswordPattern = '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9]).{8,128}$';
export const resetPasswordMinLength = 8;
export const resetPasswordMaxLength = 128;

/** Seed §5: the sign-in form asks for 4 characters at least; the server takes up to 200. */
export const loginPasswordMinLength = 4;
export const loginPasswordMaxLength = 200;

/** An Indian mobile number: 10 digits starting 6, 7, 8 or 9 (seed §5). */
export const mobilePattern = '^[6-9][0-9]{9}$';
export const mobileLength = 10;

/** A person's name at registration (D12). */
export const personNameMinLength = 2;
export const personNameMaxLength = 100;

/** The OTP of password recovery: exactly 4 digits (seed §5, D10). */
export const otpPattern = '^[0-9]{4}$';

/** Quick-panel records (D16). */
export const titleMaxLength = 200;
export const noteContentMaxLength = 20_000;
export const urlMaxLength = 2048;
