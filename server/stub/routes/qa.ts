import { StubOps } from '#openapi/operations/stub.ts';
import { reply, type StubApp, type StubDeps } from '../context.ts';
import { validate } from '../validate.ts';

/** The QA surface under /__stub: reset to the seed, read the OTP outbox and the page visits. */
export function registerQa(app: StubApp, deps: StubDeps & { reset: () => void }) {
  app.post(StubOps.stubReset.path, (c) => {
    deps.reset();
    return reply(c, StubOps.stubReset.response, {
      status: true,
      message: 'Stub backend reset to its seed',
      body: {},
    });
  });
  app.get(StubOps.stubOutbox.path, validate('query', StubOps.stubOutbox.query), (c) => {
    const email = c.req.valid('query').email.toLowerCase();
    return reply(c, StubOps.stubOutbox.response, {
      status: true,
      message: 'Outbox',
      body: deps.store.outbox.filter((mail) => mail.to === email),
    });
  });
  app.get(StubOps.stubVisits.path, (c) =>
    reply(c, StubOps.stubVisits.response, {
      status: true,
      message: 'Page visits',
      body: deps.store.visits,
    }),
  );
}
