import { useTranslation } from 'react-i18next';
import type { RecordStudent } from '#openapi/records.ts';
import { AppButton } from '../../../shared/ui/app-button.tsx';
import { ClassOf, PlacedMark } from './record-cells.tsx';

type Props = { items: RecordStudent[]; loading: boolean; onEdit: (student: RecordStudent) => void };

/** The students and their records as a table, on screens wide enough for its columns. */
export function StudentsTable({ items, loading, onEdit }: Props) {
  const { t } = useTranslation();
  const columns = [
    'cgpa',
    'tenthPercent',
    'twelfthPercent',
    'activeBacklogs',
    'graduationYear',
  ] as const;
  return (
    <div className="records-table-scroll">
      <table className="records-table" aria-label={t('records.tableLabel')} aria-busy={loading}>
        <thead>
          <tr>
            <th scope="col">{t('records.column.student')}</th>
            <th scope="col">{t('records.column.class')}</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(`records.column.${column}`)}
              </th>
            ))}
            <th scope="col">{t('records.column.placed')}</th>
            <th scope="col">{t('records.column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((student) => (
            <tr key={student.UserID}>
              <th scope="row">
                <span className="records-name">{student.displayName}</span>
                <span className="records-email">{student.email}</span>
              </th>
              <td>
                <ClassOf student={student} />
              </td>
              {student.record ? (
                columns.map((column) => <td key={column}>{student.record?.[column]}</td>)
              ) : (
                <td colSpan={columns.length} className="records-none">
                  {t('records.noRecord')}
                </td>
              )}
              <td>
                <PlacedMark placed={student.placed} />
              </td>
              <td>
                <AppButton
                  aria-label={t('records.editOf', { name: student.displayName })}
                  onClick={() => onEdit(student)}
                >
                  {t('records.edit')}
                </AppButton>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
