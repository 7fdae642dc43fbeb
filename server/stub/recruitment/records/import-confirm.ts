import { RecordOps } from '#openapi/operations/records.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { recordsAdminOf, studentOfInstitute } from './access.ts';
import { importLifeMs } from './store.ts';
import { writeRecord } from './write-record.ts';

/**
 * POST /records/v1/importConfirm: writes every row of a checked import in one step, each change kept
 * (D28). Refused, writing nothing, when the check is not the caller's, has expired, or any record
 * of the institute changed after it (the check's counts would no longer be true).
 */
export function recordsImportConfirm(app: StubApp, deps: StubDeps) {
  route(app, RecordOps.recordsImportConfirm, ({ c, body, refuse }) => {
    const { store } = deps;
    const caller = recordsAdminOf(store, c.get('user'));
    if (!caller) return refuse('ROLE_NOT_ALLOWED');
    const pending = store.recordImports.get(body.importID);
    if (!pending || pending.adminID !== caller.admin.UserID) return refuse('IMPORT_NOT_FOUND');
    const now = deps.now();
    if (pending.createdAt + importLifeMs <= now) {
      store.recordImports.delete(pending.importID);
      return refuse('IMPORT_EXPIRED');
    }
    if ((store.recordRevisions.get(caller.instituteID) ?? 0) !== pending.revision) {
      store.recordImports.delete(pending.importID);
      return refuse('RECORDS_CHANGED');
    }
    const counts = { written: 0, newRecords: 0, changedRecords: 0 };
    for (const row of pending.rows) {
      const student = studentOfInstitute(store, caller.instituteID, row.UserID);
      if (!student) continue;
      const outcome = writeRecord(store, {
        student,
        by: caller.admin,
        source: 'import',
        marks: row.marks,
        classID: row.classID,
        at: now,
      });
      if (outcome === 'unchanged') continue;
      counts.written += 1;
      if (outcome === 'new') counts.newRecords += 1;
      else counts.changedRecords += 1;
    }
    store.recordImports.delete(pending.importID);
    return { message: `${counts.written} records written`, body: counts };
  });
}
