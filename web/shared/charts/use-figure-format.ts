import { useTranslation } from 'react-i18next';
import { numberFormat } from '../intl/cached-formats.ts';
import { formatMoney } from '../intl/format-money.ts';
import { formatPercent } from '../intl/format-percent.ts';
import { localeOf } from '../time/format-date.ts';
import type { FigureUnit } from './figure-types.ts';

/**
 * Writes a figure's value as the reader's language does, the same way in the table, the chart's
 * axis and its tooltip: "1,234", "13.3%", "4.5 days", "₹6,00,000.00"; "–" for no value.
 */
export function useFigureFormat(): (value: number | null, unit: FigureUnit) => string {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  // Made at the first value written, not as the page first renders: the page's first Intl
  // formatter loads the language's number data, some 90 ms of a phone's CPU (issue 29), which
  // then comes with the figures' own render, not before the page has its data. A dashboard has
  // that data readied on a worker meanwhile (figure-format-warm-up.ts).
  const count = () => numberFormat(localeOf(language), { maximumFractionDigits: 1 });
  return (value, unit) => {
    if (value === null) return t('charts.noValue');
    if (unit === 'percent') return formatPercent(value, language);
    if (unit === 'money') return formatMoney(value, language);
    if (unit === 'days') return t('charts.days', { count: value, value: count().format(value) });
    return count().format(value);
  };
}
