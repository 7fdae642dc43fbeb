import { useTranslation } from 'react-i18next';
import type { Application } from '#openapi/applications.ts';
import { formatCalendarDate } from '../../../shared/time/format-date.ts';
import { useInterviewWords } from '../hooks/use-interview-words.ts';

/** Where the application stands: its stage, and the interview and the offer as last set. */
export function ApplicationFacts({ application }: { application: Application }) {
  const { t, i18n } = useTranslation();
  const interviewWords = useInterviewWords();
  const { interview, offer } = application;
  return (
    <dl className="application-facts">
      <dt>{t('pipeline.history.stage')}</dt>
      <dd>{t(`recruitment.stage.${application.stage}`)}</dd>
      {interview ? (
        <>
          <dt>{t('pipeline.history.interview')}</dt>
          <dd>
            {interviewWords(interview)}
            {interview.link ? (
              <a
                className="application-facts-link"
                href={interview.link}
                rel="noreferrer"
                target="_blank"
              >
                {interview.link}
              </a>
            ) : null}
            {interview.venue ? (
              <span className="application-facts-venue">{interview.venue}</span>
            ) : null}
          </dd>
        </>
      ) : null}
      {offer ? (
        <>
          <dt>{t('pipeline.history.offer')}</dt>
          <dd>
            {t('recruitment.ctc', { value: offer.ctc })}
            {offer.joiningDate ? (
              <span className="application-facts-venue">
                {t('pipeline.history.joining', {
                  date: formatCalendarDate(offer.joiningDate, i18n.language),
                })}
              </span>
            ) : null}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
