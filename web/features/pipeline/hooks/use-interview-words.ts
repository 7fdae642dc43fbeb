import { useTranslation } from 'react-i18next';
import type { Interview } from '#openapi/applications.ts';
import { formatCalendarDate } from '../../../shared/time/format-date.ts';

/** An interview's day, time and mode in the UI's language: "3 Dec 2026, 10:30 · Online". */
export function useInterviewWords() {
  const { t, i18n } = useTranslation();
  return (interview: Interview) =>
    t('pipeline.history.interviewAt', {
      date: formatCalendarDate(interview.date, i18n.language),
      time: interview.time,
      mode: t(`recruitment.interviewMode.${interview.mode}`),
    });
}
