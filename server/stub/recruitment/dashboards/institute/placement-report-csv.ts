import { InstituteDashboardOps, placementReportColumns } from '#openapi/dashboard-institute.ts';
import { route } from '../../../../contract/route.ts';
import { classes } from '../../../common/lookup-data.ts';
import type { StubApp, StubDeps } from '../../../context.ts';
import type { Store } from '../../../store.ts';
import { csvDownload } from '../../csv-download.ts';
import { className, sectionName } from '../../views.ts';
import { byNameOrder } from '../org-figures.ts';
import { type PlacementStudent, placementCall } from './placement-students.ts';

/** One CSV record, in `placementReportColumns` order. */
function recordOf(store: Store, student: PlacementStudent): (string | number)[] {
  const { user, record, accepted } = student;
  const job = accepted && store.jobs.get(accepted.JobID);
  return [
    user.displayName,
    user.email,
    className(user.classID) ?? '',
    sectionName(user.sectionID) ?? '',
    record.graduationYear,
    record.cgpa,
    student.applications.length,
    accepted ? 'yes' : 'no',
    (job && store.companies.get(job.CompanyID)?.name) ?? '',
    job?.title ?? '',
    accepted?.offer?.ctc ?? '',
  ];
}

const classOrder = new Map(classes.map((item, index) => [item.id, index]));

/** By class (the lookup's order), section, then name: the order a placement officer reads. */
function reportOrder(a: PlacementStudent, b: PlacementStudent) {
  return (
    (classOrder.get(a.user.classID ?? 0) ?? 0) - (classOrder.get(b.user.classID ?? 0) ?? 0) ||
    (a.user.sectionID ?? 0) - (b.user.sectionID ?? 0) ||
    byNameOrder(a.user.displayName, b.user.displayName) ||
    a.user.UserID - b.user.UserID
  );
}

/**
 * GET /dashboard/v1/placementReportCsv: the dashboard's students as the placement report, one row
 * each, streamed by the exports' one writer (csv-download.ts).
 */
export function placementReportCsv(app: StubApp, deps: StubDeps) {
  route(app, InstituteDashboardOps.placementReportCsv, ({ c, query, refuse, invalid }) => {
    const call = placementCall(deps.store, c.get('user'), query, deps.now());
    if ('refused' in call) return refuse(call.refused);
    if ('problems' in call) return invalid(call.problems);
    return csvDownload(
      placementReportColumns,
      call.students.sort(reportOrder),
      (student) => recordOf(deps.store, student),
      `placement-report-${call.graduationYear}`,
    );
  });
}
