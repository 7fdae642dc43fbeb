import { CommonOps } from '#openapi/operations/common.ts';
import { route } from '../../contract/route.ts';
import type { StubApp, StubDeps } from '../context.ts';
import { activeTestOf } from '../exam/attempts.ts';

/** GET /common/v1/notification: the caller's running test, timed by the server clock (D15). */
export function notification(app: StubApp, deps: StubDeps) {
  route(app, CommonOps.notification, ({ c }) => ({
    message: 'Notifications',
    body: { activeTestDetails: activeTestOf(deps.store, c.get('user').UserID, deps.now()) },
  }));
}
