import { dateTimeFormat, numberFormat } from '../../../shared/intl/cached-formats.ts';
import { formatDayTime, localeOf } from '../../../shared/time/format-date.ts';

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

/** The list's short date: the time for today's mails, else day and month. */
export function formatListDate(iso: string, language: string, now = new Date()): string {
  const date = new Date(iso);
  // Tamil names the part of the day in its own words ("காலை 9:05"), not "AM".
  const time: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
  const options: Intl.DateTimeFormatOptions = sameDay(date, now)
    ? language === 'tn'
      ? { ...time, dayPeriod: 'short' }
      : time
    : { day: 'numeric', month: 'short' };
  return dateTimeFormat(localeOf(language), options).format(date);
}

/** The reading pane's full date and time. */
export function formatFullDate(iso: string, language: string): string {
  return formatDayTime(iso, language);
}

/** An attachment's size in kB or MB, as the UI language writes numbers. */
export function formatFileSize(bytes: number, language: string): string {
  const megabytes = bytes >= 1_000_000;
  return numberFormat(localeOf(language), {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / 1_000_000 : Math.max(1, bytes / 1000));
}
