import { useTranslation } from 'react-i18next';
import type { CtcRange } from '#openapi/jobs.ts';
import { dateTimeFormat, listFormat, numberFormat } from '../../shared/intl/cached-formats.ts';
import {
  formatCalendarDate,
  formatDayTime,
  indiaTime,
  localeOf,
} from '../../shared/time/format-date.ts';

/** Formats a job's dates, CTCs and interview times in the UI's language. */
export function useJobFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale = localeOf(language);
  const lakh = (value: number) => numberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  return {
    /** An instant (a deadline, an application's date) as a calendar date. */
    date: (iso: string) => dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso)),
    /** A calendar date of India (YYYY-MM-DD), the same day wherever the browser is. */
    calendarDate: (date: string) => formatCalendarDate(date, language),
    /** An interview's date and time, set in India's time (D21). */
    interviewAt: (date: string, time: string) =>
      formatDayTime(`${date}T${time}:00+05:30`, language, indiaTime),
    ctcRange: (ctc: CtcRange) =>
      t('recruitment.ctcRange', { min: lakh(ctc.min), max: lakh(ctc.max) }),
    ctc: (value: number) => t('recruitment.ctc', { value: lakh(value) }),
    /** Locations, skills: "Bengaluru, Chennai". */
    list: (items: readonly string[]) =>
      listFormat(locale, { type: 'unit', style: 'short' }).format(items),
  };
}
