import type { OperationRequest } from '#openapi/operation-route.ts';
import * as resultRoutes from '#openapi/routes/results.gen.ts';
import { downloadApi } from '../../../shared/api/download-api.ts';

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
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the next task may free it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return file;
}
