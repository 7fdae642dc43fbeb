import { TaskOps } from '#openapi/operations/task.ts';
import { route } from '../../contract/route.ts';
import { isoAt, type StubApp, type StubDeps } from '../context.ts';
import { keepNewest } from '../retention.ts';

/** POST /task/v1/saveURL: a batch of page visits of the caller's own session; the newest are kept. */
export function saveUrl(app: StubApp, deps: StubDeps) {
  route(app, TaskOps.saveUrl, ({ c, body: { data, UserSessionID }, refuse }) => {
    if (UserSessionID !== c.get('session').UserSessionID) return refuse('SESSION_MISMATCH');
    const receivedAt = isoAt(deps.now());
    const { email } = c.get('user');
    const { visits } = deps.store;
    for (const { url, time } of data) visits.push({ email, UserSessionID, url, time, receivedAt });
    keepNewest(visits, (visit) => visit.email, {
      perKey: deps.limits.visitsPerUser,
      overall: deps.limits.visits,
    });
    return { message: 'Page visits saved', body: { received: data.length } };
  });
}
