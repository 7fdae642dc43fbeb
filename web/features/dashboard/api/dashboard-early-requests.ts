import * as companyRoutes from '#openapi/routes/dashboard-company.gen.ts';
import * as instituteRoutes from '#openapi/routes/dashboard-institute.gen.ts';
import * as dashboardRoutes from '#openapi/routes/dashboard-people.gen.ts';
import * as userRoutes from '#openapi/routes/user.gen.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { requestEarly } from '../../../shared/api/early-requests.ts';
import { warmFigureFormats } from '../../../shared/charts/figure-format-warm-up.ts';
import type { Role } from '../../../shared/session/role.ts';

/**
 * What a dashboard asks for, sent as the app starts (early-requests.ts, web/app/pages.ts; issue
 * 29: the figures were asked for only once the page's code had run, after some twenty chunks):
 * its figures at its plain address, where the filter is the server's default (the hooks ask with
 * an empty query, the same URL), and the account card's user. With a filter in the address the
 * page asks for its own. Either way the figures' number data is readied meanwhile, off the main
 * thread (figure-format-warm-up.ts).
 */
function requestFigures(ask: () => void): void {
  warmFigureFormats(currentLanguage());
  if (location.search) return;
  ask();
}

/** /dashboard: a recruiter's or a student's own figures. */
export function requestDashboard(role: Role): void {
  requestFigures(() => {
    if (role === 'Recruiter') requestEarly(dashboardRoutes.dashboardRecruiter, {});
    else if (role === 'Student') requestEarly(dashboardRoutes.dashboardStudent);
  });
}

/** /admindashboard: the client admin's company, and their account. */
export function requestCompanyDashboard(): void {
  requestFigures(() => requestEarly(companyRoutes.companyDashboard, {}));
  requestEarly(userRoutes.getUserInfo);
}

/** /collegedashboard: the institute admin's placements, and their account. */
export function requestInstituteDashboard(): void {
  requestFigures(() => requestEarly(instituteRoutes.instituteDashboard, {}));
  requestEarly(userRoutes.getUserInfo);
}
