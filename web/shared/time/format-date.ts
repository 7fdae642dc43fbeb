/** The locale dates are written in for the UI language: Tamil (D17) or Indian English. */
const localeOf = (language: string) => (language === 'tn' ? 'ta-IN' : 'en-IN');

/** The day of an instant (ISO string or epoch ms), as the UI language writes it: "12 Mar 2026". */
export function formatDay(at: string | number, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(new Date(at));
}

/** An instant with its time of day: "12 Mar 2026, 3:45 pm". */
export function formatDayTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/**
 * A calendar date the contract sends as YYYY-MM-DD (an interview's day, in India's time): read and
 * written in UTC so no time zone moves it to the day before or after.
 */
export function formatCalendarDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
