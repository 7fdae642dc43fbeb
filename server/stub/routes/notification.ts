import { CommonOps } from '#openapi/operations/common.ts';
import { reply, type StubApp, type StubDeps } from '../context.ts';
import { activeTestOf } from '../exam.ts';

const op = CommonOps.notification;

/** GET /common/v1/notification: the caller's running test, timed by the server clock (D15). */
export function registerNotification(app: StubApp, deps: StubDeps) {
  app.get(op.path, (c) => {
    const activeTestDetails = activeTestOf(deps.store, c.get('user').UserID, deps.now());
    return reply(c, op.response, {
      status: true,
      message: 'Notifications',
      body: { activeTestDetails },
    });
  });
}
