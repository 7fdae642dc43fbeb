import { dateTimeFormat } from '../intl/cached-formats.ts';

/** The locale dates and figures are written in for the UI language: Tamil (D17) or Indian English. */
export const localeOf = (language: string | undefined) => (language === 'tn' ? 'ta-IN' : 'en-IN');

/** India's time zone: interviews and a job's history are read in it wherever the browser is. */
export const indiaTime = 'Asia/Kolkata';

/**
 * A day with its time of day. Tamil's short time style keeps the English "AM"/"PM" ("5:35 AM"),
 * so Tamil names the part of the day in its own words instead ("காலை 5:35", "இரவு 8:10").
 */
const dayTimeOptions = (language: string | undefined): Intl.DateTimeFormatOptions =>
  language === 'tn'
    ? {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        dayPeriod: 'short',
      }
    : { dateStyle: 'medium', timeStyle: 'short' };

/** The day of an instant (ISO string or epoch ms), as the UI language writes it: "12 Mar 2026". */
export function formatDay(at: string | number, language: string): string {
  return dateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(new Date(at));
}

/**
 * An instant with its time of day: "12 Mar 2026, 3:45 pm", "12 மார்., 2026, பிற்பகல் 3:45"; in
 * `timeZone` when given, else the browser's.
 */
export function formatDayTime(
  at: string | number | Date,
  language: string | undefined,
  timeZone?: string,
): string {
  return dateTimeFormat(localeOf(language), {
    ...dayTimeOptions(language),
    timeZone,
  }).format(new Date(at));
}

/**
 * A calendar date the contract sends as YYYY-MM-DD (an interview's day, in India's time): read and
 * written in UTC so no time zone moves it to the day before or after.
 */
export function formatCalendarDate(date: string, language: string | undefined): string {
  return dateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
