import { useTranslation } from 'react-i18next';
import type { RecordStudent } from '#openapi/records.ts';

/** A student's class and section, in one line. */
export function ClassOf({ student }: { student: RecordStudent }) {
  const { t } = useTranslation();
  return (
    <>
      {student.className ?? '—'} · {student.sectionName ?? t('records.noSection')}
    </>
  );
}

/** Placed or not (D25), in words, never by colour alone. */
export function PlacedMark({ placed }: { placed: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={placed ? 'records-placed' : 'records-not-placed'}>
      {placed ? t('records.placed') : t('records.notPlaced')}
    </span>
  );
}
