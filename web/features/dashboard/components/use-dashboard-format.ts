import { useTranslation } from 'react-i18next';
import { useFigureFormat } from '../../../shared/charts/use-figure-format.ts';
import { dateTimeFormat } from '../../../shared/intl/cached-formats.ts';
import { localeOf } from '../../../shared/time/format-date.ts';

/**
 * How the dashboards write a calendar day ("3 Mar", the year only when the range spans two), a
 * count and a number of days, in the reader's language: the same writer as the figures' tables.
 */
export function useDashboardFormat() {
  const { i18n } = useTranslation();
  const figure = useFigureFormat();
  // Made at the first day written (use-figure-format.ts says why).
  const dayFormat = () =>
    dateTimeFormat(localeOf(i18n.resolvedLanguage ?? i18n.language), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  return {
    // A YYYY-MM-DD day is India's already: written as it is, whatever the browser's zone.
    day: (date: string) => dayFormat().format(Date.parse(`${date}T00:00:00Z`)),
    count: (value: number) => figure(value, 'count'),
    days: (value: number | null) => figure(value, 'days'),
  };
}
