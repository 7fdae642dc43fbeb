import { ctcMaxLakh, meetingLinkPattern, moveNoteMaxLength } from '#openapi/field-rules.ts';
import { dateTimeFormat } from '../../../shared/intl/cached-formats.ts';

// The move forms' checks, each answering the translation key of its message (shared/ui's
// useFormFields). The server checks them all again (D21).

const linkPattern = new RegExp(meetingLinkPattern);

/** Today in India, as YYYY-MM-DD: the server refuses an interview on a day already past there. */
export const todayInIndia = (now = new Date()) =>
  dateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);

export const requiredText = (value: string) =>
  value.trim() === '' ? 'pipeline.form.required' : undefined;

export const optionalNote = (value: string) =>
  value.length > moveNoteMaxLength ? 'pipeline.form.tooLong' : undefined;

export const reason = (value: string) => requiredText(value) ?? optionalNote(value);

export const interviewDate = (value: string) => {
  if (value === '') return 'pipeline.form.required';
  return value < todayInIndia() ? 'pipeline.form.pastDate' : undefined;
};

export const meetingLink = (value: string, { mode }: { mode: string }) => {
  if (mode !== 'online') return undefined;
  if (value.trim() === '') return 'pipeline.form.required';
  return linkPattern.test(value.trim()) ? undefined : 'pipeline.form.link';
};

export const ctc = (value: string) => {
  const lakh = Number(value);
  return value.trim() === '' || !Number.isFinite(lakh) || lakh <= 0 || lakh > ctcMaxLakh
    ? 'pipeline.form.ctc'
    : undefined;
};
