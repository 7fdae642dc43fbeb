/** The locale dates are written in for the UI language: Tamil (D17) or Indian English. */
const localeOf = (language: string) => (language === 'tn' ? 'ta-IN' : 'en-IN');

/** A moment of the history as the user's language writes it, in India's time. */
export const formatMoment = (iso: string, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

/** A calendar day (YYYY-MM-DD) as the user's language writes it. */
export const formatDay = (day: string, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
