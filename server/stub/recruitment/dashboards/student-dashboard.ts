import { DashboardPeopleOps } from '#openapi/operations/dashboard-people.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { viewerOf } from '../roles.ts';
import { studentFigures } from './student-figures.ts';

/** GET /dashboard/v1/student: a student's own figures (issue 28, D30); nobody else's. */
export function studentDashboard(app: StubApp, deps: StubDeps) {
  route(app, DashboardPeopleOps.dashboardStudent, ({ c, refuse }) => {
    const { store } = deps;
    const viewer = viewerOf(store, c.get('user'));
    if (viewer.role !== 'student') return refuse('ROLE_NOT_ALLOWED');
    return {
      message: 'Student dashboard',
      body: studentFigures(store, viewer.user.UserID, deps.now()),
    };
  });
}
