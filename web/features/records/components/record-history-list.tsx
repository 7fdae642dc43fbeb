import { useTranslation } from 'react-i18next';
import type { RecordSnapshot } from '#openapi/records.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDayTime } from '../../../shared/time/format-date.ts';
import { AppButton } from '../../../shared/ui/app-button.tsx';
import { useRecordHistory } from '../api/record-history.ts';

/** A record as one line of words. */
function Snapshot({ value }: { value: RecordSnapshot }) {
  const { t } = useTranslation();
  return (
    <>
      {t('records.history.summary', {
        cgpa: value.cgpa,
        tenth: value.tenthPercent,
        twelfth: value.twelfthPercent,
        backlogs: value.activeBacklogs,
        year: value.graduationYear,
        className: value.className ?? '—',
      })}
    </>
  );
}

/** Every kept change of one record (D28), newest first: who, when, how, before and after. */
export function RecordHistoryList({ UserID }: { UserID: number }) {
  const { t, i18n } = useTranslation();
  const history = useRecordHistory(UserID);
  return (
    <section className="records-history" aria-labelledby={`history-${UserID}`}>
      <h3 id={`history-${UserID}`}>{t('records.history.title')}</h3>
      {history.isError ? (
        <div role="alert">
          <p>
            {t('records.history.failed')} {errorMessage(history.error, t)}
          </p>
          <AppButton onClick={() => void history.refetch()}>{t('records.retry')}</AppButton>
        </div>
      ) : !history.data ? (
        <div className="records-skeleton-row" aria-busy="true" />
      ) : history.data.body.items.length === 0 ? (
        <p>{t('records.history.empty')}</p>
      ) : (
        <ol>
          {history.data.body.items.map((change) => (
            <li key={`${change.at}-${change.source}`}>
              <p className="records-history-head">
                {change.before ? t(`records.history.${change.source}`) : t('records.history.first')}{' '}
                ·{' '}
                {t('records.history.by', {
                  name: change.by.displayName,
                  date: formatDayTime(change.at, i18n.language),
                })}
              </p>
              {change.before ? (
                <p>
                  {t('records.history.from', { value: '' })}
                  <Snapshot value={change.before} />
                </p>
              ) : null}
              <p>
                {t('records.history.to', { value: '' })}
                <Snapshot value={change.after} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
