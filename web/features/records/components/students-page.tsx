import { useCallback, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { RecordStudent } from '#openapi/records.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { AppButton } from '../../../shared/ui/app-button.tsx';
import { lazyWithAntd } from '../../../shared/ui/lazy-with-antd.ts';
import { ListPager } from '../../../shared/ui/list-pager.tsx';
import { OnceOpened } from '../../../shared/ui/once-opened.tsx';
import { useMediaQuery } from '../../../shared/ui/use-media-query.ts';
import {
  type RecordStudentsQuery,
  useOwnInstituteID,
  useRecordStudents,
} from '../api/record-students.ts';
import { filtersOf, paramsOf, studentCardsBelow, studentsPageSize } from '../records-filters.ts';
import { RecordsImport } from './records-import.tsx';
import { StudentsCards } from './students-cards.tsx';
import { StudentsFilterBar } from './students-filter-bar.tsx';
import { StudentsTable } from './students-table.tsx';

// A record's drawer, antd's Drawer and form, comes when a record is first opened (issue 29: the
// page draws no other antd); a pointer over the list, or the focus in it, fetches it ahead.
const RecordDrawer = lazyWithAntd(() =>
  Promise.all([import('./record-drawer.tsx'), import('../../../shared/ui/antd-root.tsx')]).then(
    ([module, antdRoot]) => ({ Component: module.RecordDrawer, antdRoot }),
  ),
);

/**
 * /students (D28): the institute admin's students with their records, filtered, sorted and paged
 * by the server (the state in the URL), one record corrected in a drawer, and the CSV import.
 */
export function StudentsPage() {
  const { t } = useTranslation();
  const narrow = useMediaQuery(`(max-width: ${studentCardsBelow}px)`);
  const [params, setParams] = useSearchParams();
  const query = filtersOf(params);
  const students = useRecordStudents(query);
  const institute = useOwnInstituteID();
  const [editing, setEditing] = useState<RecordStudent | null>(null);
  const change = useCallback(
    (next: Partial<RecordStudentsQuery>) =>
      setParams((current) => paramsOf({ ...filtersOf(current), page: 1, ...next })),
    [setParams],
  );
  // Drawn in a render that yields to the browser every few ms (issue 29): the list's rows, drawn
  // as the answer came, were one task of ~250 ms on a slow phone.
  const page = useDeferredValue(students.data?.body);
  const List = narrow ? StudentsCards : StudentsTable;

  return (
    <div className="records">
      <RecordsImport />
      <StudentsFilterBar query={query} instituteID={institute.data} onChange={change} />
      {students.isError ? (
        <div className="records-failed" role="alert">
          <p>
            {t('records.failed')} {errorMessage(students.error, t)}
          </p>
          <AppButton onClick={() => void students.refetch()}>{t('records.retry')}</AppButton>
        </div>
      ) : !page ? (
        <div className="records-skeleton" aria-busy="true">
          <span className="visually-hidden">{t('common.loading')}</span>
          {Array.from({ length: 5 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
            <div key={index} className="records-skeleton-row" aria-hidden="true" />
          ))}
        </div>
      ) : (
        <>
          <p className="records-total" aria-live="polite">
            {t('records.total', { count: page.total })}
          </p>
          {page.total === 0 ? (
            <p className="records-empty">{t('records.empty')}</p>
          ) : (
            // No control of its own: it hears the way to the list's Edit buttons, to fetch their drawer ahead.
            <div {...RecordDrawer.prefetchOn}>
              <List items={page.items} loading={students.isFetching} onEdit={setEditing} />
            </div>
          )}
          <ListPager
            page={query.page ?? 1}
            pageSize={studentsPageSize}
            total={page.total}
            onChange={(next) => change({ page: next })}
          />
        </>
      )}
      <OnceOpened open={editing !== null}>
        <RecordDrawer
          student={editing}
          instituteID={institute.data}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      </OnceOpened>
    </div>
  );
}
