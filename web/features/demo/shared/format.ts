import { numberFormat } from '../../../shared/intl/cached-formats.ts';
import { formatDay, formatDayTime, localeOf } from '../../../shared/time/format-date.ts';

/**
 * A byte count as people read it: 243 KB, 47.1 MB (powers of 1024, as file managers show), in the
 * locale of the UI's language (`tn` as a locale is Setswana, not Tamil).
 */
export function formatBytes(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${numberFormat(localeOf(language), { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

/**
 * A date (and with `time`, the time) in the reader's language: the app's own rules (format-date.ts),
 * by formatters made once, not one per date as toLocaleString makes them (issue 29).
 */
export function formatDate(iso: string, language: string, time = false): string {
  return time ? formatDayTime(iso, language) : formatDay(iso, language);
}
