import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../intl/cached-formats.ts';
import { indiaTime, localeOf } from '../time/format-date.ts';

/** Formats an instant as a day in India, in the reader's language (Tamil digits stay Western). */
export function useFormatDate(): (instant: string | number) => string {
  const { i18n } = useTranslation();
  const format = dateTimeFormat(localeOf(i18n.resolvedLanguage ?? i18n.language), {
    dateStyle: 'medium',
    timeZone: indiaTime,
  });
  return (instant) => format.format(typeof instant === 'number' ? instant : Date.parse(instant));
}
