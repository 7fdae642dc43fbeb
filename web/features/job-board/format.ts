import { useTranslation } from 'react-i18next';
import type { CtcRange } from '#openapi/jobs.ts';

/** The locale dates and figures are written in for the UI language: Tamil (D17) or Indian English. */
const localeOf = (language: string | undefined) => (language === 'tn' ? 'ta-IN' : 'en-IN');

/** Formats a job's dates, CTCs and interview times in the UI's language. */
export function useJobFormat() {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage ?? i18n.language);
  const lakh = (value: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  return {
    /** An instant (a deadline, an application's date) as a calendar date. */
    date: (iso: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso)),
    /** A calendar date of India (YYYY-MM-DD), the same day wherever the browser is. */
    calendarDate: (date: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${date}T00:00:00Z`),
      ),
    /** An interview's date and time, set in India's time (D21). */
    interviewAt: (date: string, time: string) =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Kolkata',
      }).format(new Date(`${date}T${time}:00+05:30`)),
    ctcRange: (ctc: CtcRange) =>
      t('recruitment.ctcRange', { min: lakh(ctc.min), max: lakh(ctc.max) }),
    ctc: (value: number) => t('recruitment.ctc', { value: lakh(value) }),
    /** Locations, skills: "Bengaluru, Chennai". */
    list: (items: readonly string[]) =>
      new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(items),
  };
}
