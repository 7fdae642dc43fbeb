import * as recordRoutes from '#openapi/routes/records.gen.ts';
import { downloadApi } from '../../../shared/api/download-api.ts';
import { saveFile } from '../../../shared/api/save-file.ts';

/**
 * GET records/v1/templateCsv: the import's template with the institute's students (D28), through
 * the client's raw mode (the call needs the Authorization header), offered as a file.
 */
export async function downloadRecordsTemplate() {
  const file = await downloadApi(recordRoutes.recordsTemplateCsv, {});
  saveFile(file, 'academic-records.csv');
}
