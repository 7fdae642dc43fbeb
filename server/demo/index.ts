import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { invalidInput } from '../contract/validate.ts';
import { createDemoAuthRoutes } from './auth/demo-auth-routes.ts';
import { type DemoUserBook, seedDemoUsers } from './auth/demo-users.ts';
import { createECommerceRoutes, type Shop, seedShop } from './e-commerce/e-commerce-routes.ts';
import { createInvoiceRoutes, type InvoiceBook } from './invoice/invoice-routes.ts';
import { seedInvoices } from './invoice/invoice-seed.ts';
import { createMailRoutes, type Mailbox } from './mail/mail-routes.ts';
import { seedMails } from './mail/mail-seed.ts';

/** Options for the demo stubs; the clock dates the sample data, so tests can fix it. */
export type DemoStubsOptions = { now?: () => number };

/**
 * The demo-template stubs of the seed's appendix (D18): typed routes answered in memory, in front
 * of whatever serves /api (the stub backend or the proxy). `reset()` puts the sample data back.
 */
export function createDemoStubs(options: DemoStubsOptions = {}): { app: Hono; reset(): void } {
  const now = options.now ?? Date.now;
  const mailbox: Mailbox = { mails: seedMails(now()) };
  // The demo shop group (issue 31): store, invoices, the template's mock sign-in.
  const shop: Shop = seedShop(now());
  const invoiceBook: InvoiceBook = { invoices: seedInvoices(now()) };
  const demoUsers: DemoUserBook = {
    users: seedDemoUsers(),
    secret: randomBytes(32).toString('base64url'),
  };

  const app = new Hono();
  app.route('/', createMailRoutes(mailbox));
  app.route('/', createECommerceRoutes(shop));
  app.route('/', createInvoiceRoutes(invoiceBook));
  app.route('/', createDemoAuthRoutes(demoUsers, now));
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
    Object.assign(shop, seedShop(now()));
    invoiceBook.invoices = seedInvoices(now());
    demoUsers.users = seedDemoUsers();
  };
  return { app, reset };
}
