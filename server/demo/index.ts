import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { invalidInput } from '../contract/validate.ts';
import { createMailRoutes, type Mailbox } from './mail/mail-routes.ts';
import { seedMails } from './mail/mail-seed.ts';
import { createWorkspaceApps } from './workspace-apps.ts';

/** Options for the demo stubs; the clock dates the sample data, so tests can fix it. */
export type DemoStubsOptions = { now?: () => number };

/**
 * The demo-template stubs of the seed's appendix (D18): typed routes answered in memory, in front
 * of whatever serves /api (the stub backend or the proxy). `reset()` puts the sample data back.
 */
export function createDemoStubs(options: DemoStubsOptions = {}): { app: Hono; reset(): void } {
  const now = options.now ?? Date.now;
  const mailbox: Mailbox = { mails: seedMails(now()) };

  const workspace = createWorkspaceApps(now);

  const app = new Hono();
  app.route('/', createMailRoutes(mailbox));
  app.route('/', workspace.app);
  // No notFound here: a path the demo does not know goes on to the proxy or the stub backend.
  app.onError((error) => {
    // hono's validator throws this when the body is not parseable JSON.
    if (error instanceof HTTPException && error.status === 400) {
      return invalidInput([{ field: '', message: 'must be valid JSON' }]);
    }
    throw error;
  });

  const reset = () => {
    mailbox.mails = seedMails(now());
    workspace.reset();
  };
  return { app, reset };
}
