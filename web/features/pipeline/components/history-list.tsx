import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '#openapi/applications.ts';
import { formatDayTime, indiaTime } from '../../../shared/time/format-date.ts';

/** Every move of an application, oldest first: the stage it reached, when, who, and the note. */
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
          {entry.note ? <span className="history-note">{entry.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}
