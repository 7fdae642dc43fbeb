import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry, Offer, OfferChange } from '#openapi/applications.ts';
import { formatCalendarDate, formatDayTime, indiaTime } from '../../../shared/time/format-date.ts';

/** An offer's terms in a line: the CTC, and the joining date when set. */
function termsOf(offer: Offer, t: TFunction, language: string) {
  const ctc = t('recruitment.ctc', { value: offer.ctc });
  return offer.joiningDate
    ? t('pipeline.history.offerTerms', {
        ctc,
        date: formatCalendarDate(offer.joiningDate, language),
      })
    : ctc;
}

/** A corrected offer (D33): before → after, or what was withdrawn. */
function offerChangeWords(change: OfferChange, t: TFunction, language: string) {
  const before = termsOf(change.before, t, language);
  return change.after
    ? t('pipeline.history.offerRevised', { before, after: termsOf(change.after, t, language) })
    : t('pipeline.history.offerWithdrawn', { before });
}

/**
 * Every move of an application, oldest first: the stage it reached, when, who, and the note; a
 * revised or withdrawn offer with its terms before and after.
 */
export function HistoryList({ history }: { history: HistoryEntry[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ol className="history-list">
      {history.map((entry) => (
        <li key={`${entry.at}:${entry.stage}`} className="history-entry">
          <span className="history-stage">{t(`recruitment.stage.${entry.stage}`)}</span>
          <span className="history-when">
            {t('pipeline.history.when', {
              at: formatDayTime(entry.at, i18n.language, indiaTime),
              by: entry.by ? entry.by.displayName : t('pipeline.history.system'),
            })}
          </span>
          {entry.offerChange ? (
            <span className="history-offer-change">
              {offerChangeWords(entry.offerChange, t, i18n.language)}
            </span>
          ) : null}
          {entry.note ? <span className="history-note">{entry.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}
