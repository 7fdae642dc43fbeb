import { ApplicationOps } from '#openapi/operations/applications.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { canSeeApplication } from '../access.ts';
import { viewerOf } from '../roles.ts';
import { applicationDetailOf } from '../views.ts';

/** GET /applications/v1/get: one application with its history, for those who may see it. */
export function applicationGet(app: StubApp, deps: StubDeps) {
  route(app, ApplicationOps.applicationGet, ({ c, query, refuse }) => {
    const { store } = deps;
    const viewer = viewerOf(store, c.get('user'));
    if (viewer.role === 'none') return refuse('ROLE_NOT_ALLOWED');
    const application = store.applications.get(query.ApplicationID);
    if (!application || !canSeeApplication(store, viewer, application)) {
      return refuse('APPLICATION_NOT_FOUND');
    }
    return { message: 'Application', body: applicationDetailOf(store, viewer, application) };
  });
}
