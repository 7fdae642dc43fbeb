import { stringify } from 'csv-stringify/sync';
import { RecordOps } from '#openapi/operations/records.ts';
import { recordsCsvColumns } from '#openapi/operations/records-columns.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { className, studentsOf } from '../views.ts';
import { recordsAdminOf } from './access.ts';

/**
 * GET /records/v1/templateCsv: the import's header and a row per student of the institute as their
 * record is, blank where there is none (D28), so the admin fills in rather than types emails. Built
 * whole: an institute's students are a few thousand rows at most. Formula-like text is prefixed
 * with ' as in every CSV the product writes.
 */
export function recordsTemplateCsv(app: StubApp, deps: StubDeps) {
  route(app, RecordOps.recordsTemplateCsv, ({ c, refuse }) => {
    const { store } = deps;
    const caller = recordsAdminOf(store, c.get('user'));
    if (!caller) return refuse('ROLE_NOT_ALLOWED');
    const students = studentsOf(store, caller.instituteID).sort((a, b) =>
      a.email < b.email ? -1 : 1,
    );
    const rows = students.map((student) => {
      const record = store.academicRecords.get(student.UserID);
      return [
        student.email,
        record?.cgpa ?? '',
        record?.tenthPercent ?? '',
        record?.twelfthPercent ?? '',
        record?.activeBacklogs ?? '',
        className(student.classID) ?? '',
        record?.graduationYear ?? '',
      ];
    });
    const csv = stringify([recordsCsvColumns.map((column) => column.header), ...rows], {
      bom: true,
      record_delimiter: 'windows',
      escape_formulas: true,
    });
    return new Response(csv, {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="academic-records.csv"',
        'Cache-Control': 'no-store',
      },
    });
  });
}
