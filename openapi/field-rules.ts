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

/** Quick-panel records (D16): a note's or a bookmark's title, a note's text, a bookmark's address. */
export const titleMaxLength = 200;
export const noteContentMaxLength = 20_000;
export const urlMaxLength = 2048;

// The recruitment core (D13, D20, D21): what recruiters and students type into jobs and profiles.

/** A job's title. */
export const jobTitleMinLength = 3;
export const jobTitleMaxLength = 120;

/** A job's description as HTML (D23); the server cleans it to its allowlist. */
export const jobDescriptionMaxLength = 20_000;

/** A skill, a location or a badge name as typed. */
export const tagMinLength = 1;
export const tagMaxLength = 60;
export const jobSkillsMax = 20;
export const jobLocationsMax = 10;
export const profileSkillsMax = 30;
export const profileLocationsMax = 10;
export const profileBadgesMax = 20;

/** A CGPA is out of 10; marks and a test's cut-off are percentages. */
export const cgpaMax = 10;
export const percentMax = 100;

/** The most active backlogs a job may allow (D20). */
export const jobBacklogsMax = 50;

/** An academic record (D20, D28): the most active backlogs and the graduation years a record takes. */
export const recordBacklogsMax = 50;
export const graduationYearMin = 2000;
export const graduationYearMax = 2100;

/**
 * A records import (D28): rows past the header and the file's size in bytes. 10,000 rows of the
 * template's seven columns are about 700 kB, well inside the edge's 10 MB body limit even as base64.
 */
export const recordsImportMaxRows = 10_000;
export const recordsImportMaxBytes = 2_000_000;

/** CTC in lakh rupees per annum; experience in whole years. */
export const ctcMaxLakh = 500;
/** An offer above this many times the top of the job's posted range is a typing error (D33). */
export const offerTypingErrorFactor = 10;
export const experienceMaxYears = 30;

/** An assessment's length in minutes (D13). */
export const assessmentMinMinutes = 5;
export const assessmentMaxMinutes = 240;

/** A search text of a list (jobs, candidates). */
export const searchMaxLength = 100;

/** An in-person interview's venue (D21). */
export const venueMaxLength = 200;

/** A note on a move (D21) and the student's summary (D20). */
export const moveNoteMaxLength = 500;
export const profileSummaryMaxLength = 1000;

/** A job's URL-safe slug (D13): lowercase words joined by hyphens. */
export const slugPattern = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const slugMaxLength = 160;

/** A calendar date (YYYY-MM-DD) and a time of day (HH:MM, 24-hour), both in India's time. */
export const datePattern = '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$';
export const timePattern = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

/** A meeting link for an online interview: http or https. */
export const meetingLinkPattern = '^https?://[^\\s]+$';

/** Lists: the largest page a list answers, and the most applications one bulk move takes. */
export const maxPageSize = 100;
export const maxBulkMove = 200;

/**
 * The placement policy (D25, D29): once placed, a student may apply only to jobs paying at least
 * this multiple of their accepted CTC; set in tenths from 1.0 to 5.0, or off.
 */
export const placementMultipleMin = 1;
export const placementMultipleMax = 5;
export const placementMultipleStep = 0.1;
