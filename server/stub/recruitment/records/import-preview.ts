import { randomUUID } from 'node:crypto';
import { RecordOps } from '#openapi/operations/records.ts';
import { route } from '../../../contract/route.ts';
import { isoAt, type StubApp, type StubDeps } from '../../context.ts';
import { recordsAdminOf } from './access.ts';
import { checkImport } from './import-check.ts';
import { importLifeMs } from './store.ts';

/** The most problems one answer lists; the count says how many there are in all. */
const problemsListed = 1000;

/**
 * POST /records/v1/importPreview: checks a records CSV whole and writes no record (D28). A file
 * without problems is kept, as its rows, for its admin's confirmation; the admin's earlier check
 * and every expired one are dropped, so pending imports never outgrow one an admin.
 */
export function recordsImportPreview(app: StubApp, deps: StubDeps) {
  route(app, RecordOps.recordsImportPreview, ({ c, body, refuse }) => {
    const { store } = deps;
    const caller = recordsAdminOf(store, c.get('user'));
    if (!caller) return refuse('ROLE_NOT_ALLOWED');
    const now = deps.now();
    for (const [importID, pending] of store.recordImports) {
      if (pending.adminID === caller.admin.UserID || pending.createdAt + importLifeMs <= now) {
        store.recordImports.delete(importID);
      }
    }
    const check = checkImport(store, caller.instituteID, Buffer.from(body.file, 'base64'));
    let importID: string | null = null;
    if (check.problems.length === 0) {
      importID = randomUUID();
      store.recordImports.set(importID, {
        importID,
        instituteID: caller.instituteID,
        adminID: caller.admin.UserID,
        createdAt: now,
        revision: store.recordRevisions.get(caller.instituteID) ?? 0,
        rows: check.valid,
      });
    }
    return {
      message: importID ? 'Every row is valid' : 'The file has problems; nothing was written',
      body: {
        importID,
        expiresAt: importID ? isoAt(now + importLifeMs) : null,
        rows: check.rows,
        badRows: check.badRows,
        ...check.counts,
        problems: check.problems.slice(0, problemsListed),
        problemCount: check.problems.length,
      },
    };
  });
}
