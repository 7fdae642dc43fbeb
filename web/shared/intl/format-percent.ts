import { localeOf } from '../time/format-date.ts';
import { numberFormat } from './cached-formats.ts';

/**
 * Every percentage the product shows (issue 27: a student read 13% where the recruiter's board
 * said 13.3%): at most one decimal, rounded half away from zero, a ".0" dropped, in the reader's
 * language. `value` is in percent (13.33 for 13.33%).
 */
export const formatPercent = (value: number, language: string | undefined): string =>
  numberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 1 }).format(
    value / 100,
  );
