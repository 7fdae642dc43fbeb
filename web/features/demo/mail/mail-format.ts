/** The locale to format dates and sizes in for the UI language: Tamil (D17) or Indian English. */
const mailLocale = (language: string) => (language === 'tn' ? 'ta-IN' : 'en-IN');

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

/** The list's short date: the time for today's mails, else day and month. */
export function formatListDate(iso: string, language: string, now = new Date()): string {
  const date = new Date(iso);
  const options: Intl.DateTimeFormatOptions = sameDay(date, now)
    ? { hour: 'numeric', minute: '2-digit' }
    : { day: 'numeric', month: 'short' };
  return new Intl.DateTimeFormat(mailLocale(language), options).format(date);
}

/** The reading pane's full date and time. */
export function formatFullDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(mailLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** An attachment's size in kB or MB, as the UI language writes numbers. */
export function formatFileSize(bytes: number, language: string): string {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(mailLocale(language), {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / 1_000_000 : Math.max(1, bytes / 1000));
}
