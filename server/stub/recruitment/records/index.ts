import { Hono } from 'hono';
import type { StubDeps, StubEnv } from '../../context.ts';
import { recordsImportConfirm } from './import-confirm.ts';
import { recordsImportPreview } from './import-preview.ts';
import { recordGet } from './record-get.ts';
import { recordHistory } from './record-history.ts';
import { recordUpdate } from './record-update.ts';
import { recordStudents } from './students-list.ts';
import { recordsTemplateCsv } from './template-csv.ts';

/** The institute's academic records (D20, D28): its students, one record's edits, the CSV import. */
export function recordsArea(deps: StubDeps) {
  const app = new Hono<StubEnv>();
  for (const add of [
    recordStudents,
    recordGet,
    recordUpdate,
    recordHistory,
    recordsTemplateCsv,
    recordsImportPreview,
    recordsImportConfirm,
  ]) {
    add(app, deps);
  }
  return app;
}
