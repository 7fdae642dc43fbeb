import type { OperationRequest } from '#openapi/operation-route.ts';
import * as resultRoutes from '#openapi/routes/results.gen.ts';
import { downloadApi } from '../../../shared/api/download-api.ts';
import { saveFile } from '../../../shared/api/save-file.ts';

export type ResultsExportQuery = Exclude<
  OperationRequest<typeof resultRoutes.resultsExportCsv>['query'],
  undefined
>;

/**
 * GET results/v1/exportCsv: every result of the filter as CSV (D24), through the client's raw
 * mode (the call needs the Authorization header, so a plain link cannot fetch it), then offered as
 * a file named as the server names it.
 */
export async function exportResultsCsv(query: ResultsExportQuery, fileName: string) {
  const file = await downloadApi(resultRoutes.resultsExportCsv, { query });
  saveFile(file, fileName);
  return file;
}
