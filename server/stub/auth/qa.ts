import { StubOps } from '#openapi/operations/stub.ts';
import { route } from '../../contract/route.ts';
import type { StubApp, StubDeps } from '../context.ts';

/** The auth area's QA route: the mails the stub sent to an email (its OTPs), newest last. */
export function authQa(app: StubApp, deps: StubDeps) {
  route(app, StubOps.stubOutbox, ({ query }) => {
    const email = query.email.toLowerCase();
    return { message: 'Outbox', body: deps.store.outbox.filter((mail) => mail.to === email) };
  });
}
