import { TaskOps } from '#openapi/operations/task.ts';
import { UserMessages } from '#openapi/operations/user.ts';
import { isoAt, reject, reply, type StubApp, type StubDeps } from '../context.ts';
import { validate } from '../validate.ts';

const op = TaskOps.saveUrl;

/** POST /task/v1/saveURL: a batch of page visits of the caller's own session. */
export function registerSaveUrl(app: StubApp, deps: StubDeps) {
  app.post(op.path, validate('json', op.body), (c) => {
    const { data, UserSessionID } = c.req.valid('json');
    if (UserSessionID !== c.get('session').UserSessionID) {
      return reject(c, UserMessages.sessionMismatch);
    }
    const receivedAt = isoAt(deps.now());
    const { email } = c.get('user');
    for (const { url, time } of data) {
      deps.store.visits.push({ email, UserSessionID, url, time, receivedAt });
    }
    return reply(c, op.response, {
      status: true,
      message: 'Page visits saved',
      body: { received: data.length },
    });
  });
}
