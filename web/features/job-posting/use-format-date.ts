import { useTranslation } from 'react-i18next';

/** Formats an instant as a day in India, in the reader's language (Tamil digits stay Western). */
export function useFormatDate(): (instant: string | number) => string {
  const { i18n } = useTranslation();
  const locale = (i18n.resolvedLanguage ?? i18n.language) === 'tn' ? 'ta-IN' : 'en-IN';
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
  return (instant) => format.format(typeof instant === 'number' ? instant : Date.parse(instant));
}
