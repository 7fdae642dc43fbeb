import { useTranslation } from 'react-i18next';
import type { RecordStudent } from '#openapi/records.ts';
import { AppButton } from '../../../shared/ui/app-button.tsx';
import { ClassOf, PlacedMark } from './record-cells.tsx';

type Props = { items: RecordStudent[]; loading: boolean; onEdit: (student: RecordStudent) => void };

/** The students as cards below 900 px: each figure labelled, nothing wider than the screen. */
export function StudentsCards({ items, loading, onEdit }: Props) {
  const { t } = useTranslation();
  const figures = [
    'cgpa',
    'tenthPercent',
    'twelfthPercent',
    'activeBacklogs',
    'graduationYear',
  ] as const;
  return (
    <ul className="records-cards" aria-label={t('records.listLabel')} aria-busy={loading}>
      {items.map((student) => (
        <li key={student.UserID} className="records-card">
          <p className="records-name">{student.displayName}</p>
          <p className="records-email">{student.email}</p>
          <p>
            <ClassOf student={student} /> · <PlacedMark placed={student.placed} />
          </p>
          {student.record ? (
            <dl className="records-figures">
              {figures.map((figure) => (
                <div key={figure}>
                  <dt>{t(`records.column.${figure}`)}</dt>
                  <dd>{student.record?.[figure]}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="records-none">{t('records.noRecord')}</p>
          )}
          <AppButton
            aria-label={t('records.editOf', { name: student.displayName })}
            onClick={() => onEdit(student)}
          >
            {t('records.edit')}
          </AppButton>
        </li>
      ))}
    </ul>
  );
}
