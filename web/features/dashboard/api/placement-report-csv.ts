import * as instituteRoutes from '#openapi/routes/dashboard-institute.gen.ts';
import { downloadApi } from '../../../shared/api/download-api.ts';
import { saveFile } from '../../../shared/api/save-file.ts';
import type { InstituteDashboardQuery } from './get-institute-dashboard.ts';

/** GET dashboard/v1/placementReportCsv: the dashboard's students as the placement report's CSV. */
export async function downloadPlacementReport(query: InstituteDashboardQuery, fileName: string) {
  const file = await downloadApi(instituteRoutes.placementReportCsv, { query });
  saveFile(file, fileName);
  return file;
}
