import { useTranslation } from 'react-i18next';
import { recordsCsvColumns } from '#openapi/operations/records-columns.ts';
import type { RecordsImportPreview, RecordsImportProblem } from '#openapi/records.ts';

const headerOf = (column: RecordsImportProblem['column']) =>
  recordsCsvColumns.find((item) => item.key === column)?.header;

/**
 * Every problem of a checked file by row and column (D28), in the reader's language: the column is
 * named by the header the spreadsheet shows, the row by its number there.
 */
export function ImportProblems({ preview }: { preview: RecordsImportPreview }) {
  const { t } = useTranslation();
  const words = (problem: RecordsImportProblem) =>
    t(`records.problem.${problem.code}`, {
      min: problem.min,
      max: problem.max,
      columns: recordsCsvColumns.map((column) => column.header).join(', '),
    });
  return (
    <>
      <table
        className="records-table records-problems"
        aria-label={t('records.import.problemsLabel')}
      >
        <thead>
          <tr>
            <th scope="col">{t('records.import.row')}</th>
            <th scope="col">{t('records.import.column')}</th>
            <th scope="col">{t('records.import.problem')}</th>
            <th scope="col">{t('records.import.value')}</th>
          </tr>
        </thead>
        <tbody>
          {preview.problems.map((problem, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a checked file's problems never reorder
            <tr key={index}>
              <td data-label={t('records.import.row')}>
                {problem.row === 0 ? t('records.import.wholeFile') : problem.row}
              </td>
              <td data-label={t('records.import.column')}>
                {headerOf(problem.column) ?? t('records.import.wholeRow')}
              </td>
              <td data-label={t('records.import.problem')}>{words(problem)}</td>
              <td data-label={t('records.import.value')}>
                {problem.value === null ? '' : <code>{problem.value}</code>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {preview.problemCount > preview.problems.length ? (
        <p>{t('records.import.more', { count: preview.problemCount - preview.problems.length })}</p>
      ) : null}
    </>
  );
}
