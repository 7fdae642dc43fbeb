import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { invalidInput } from '../contract/validate.ts';
import { createDemoAuthRoutes } from './auth/demo-auth-routes.ts';
import { type DemoUserBook, seedDemoUsers } from './auth/demo-users.ts';
import { type CalendarStore, createCalendarRoutes } from './calendar/calendar-routes.ts';
import { seedCalendarEvents } from './calendar/calendar-seed.ts';
import { createECommerceRoutes, type Shop, seedShop } from './e-commerce/e-commerce-routes.ts';
import { createFaqRoutes } from './faq/faq-routes.ts';
import { createFileManagerRoutes } from './file-manager/file-manager-routes.ts';
import { createIconRoutes } from './icons/icons-routes.ts';
import { createInvoiceRoutes, type InvoiceBook } from './invoice/invoice-routes.ts';
import { seedInvoices } from './invoice/invoice-seed.ts';
import { createKnowledgeBaseRoutes } from './knowledge-base/knowledge-base-routes.ts';
import { createMailRoutes, type Mailbox } from './mail/mail-routes.ts';
import { seedMails } from './mail/mail-seed.ts';
import { createNotesAppRoutes, type NotesAppStore } from './notes-app/notes-app-routes.ts';
import { seedNoteLabels, seedNotes } from './notes-app/notes-app-seed.ts';
import { createScrumboardRoutes, type ScrumboardStore } from './scrumboard/scrumboard-routes.ts';
import { seedBoards } from './scrumboard/scrumboard-seed.ts';
import { createTodoRoutes, type TodoStore } from './todo/todo-routes.ts';
import { seedTodoLabels, seedTodos } from './todo/todo-seed.ts';
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
  // The demo shop group (issue 31): store, invoices, the template's mock sign-in.
  const shop: Shop = seedShop(now());
  const invoiceBook: InvoiceBook = { invoices: seedInvoices(now()) };
  const demoUsers: DemoUserBook = {
    users: seedDemoUsers(),
    secret: randomBytes(32).toString('base64url'),
  };

  // The apps that change their data: each store is refilled from its seed by reset().
  const seedStores = () => ({
    todo: { todos: seedTodos(now()), labels: seedTodoLabels() } satisfies TodoStore,
    scrumboard: { boards: seedBoards(now()) } satisfies ScrumboardStore,
    calendar: { events: seedCalendarEvents(now()) } satisfies CalendarStore,
    notes: { notes: seedNotes(now()), labels: seedNoteLabels() } satisfies NotesAppStore,
  });
  const stores = seedStores();

  const workspace = createWorkspaceApps(now);

  const app = new Hono();
  app.route('/', createMailRoutes(mailbox));
  app.route('/', createECommerceRoutes(shop));
  app.route('/', createInvoiceRoutes(invoiceBook));
  app.route('/', createDemoAuthRoutes(demoUsers, now));
  app.route('/', createFaqRoutes());
  app.route('/', createKnowledgeBaseRoutes());
  app.route('/', createFileManagerRoutes(now));
  app.route('/', createIconRoutes());
  app.route('/', createTodoRoutes(stores.todo));
  app.route('/', createScrumboardRoutes(stores.scrumboard));
  app.route('/', createCalendarRoutes(stores.calendar));
  app.route('/', createNotesAppRoutes(stores.notes, now));
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
    Object.assign(shop, seedShop(now()));
    invoiceBook.invoices = seedInvoices(now());
    demoUsers.users = seedDemoUsers();
    // The stores keep their identity (the routes hold them).
    const fresh = seedStores();
    Object.assign(stores.todo, fresh.todo);
    Object.assign(stores.scrumboard, fresh.scrumboard);
    Object.assign(stores.calendar, fresh.calendar);
    Object.assign(stores.notes, fresh.notes);
    workspace.reset();
  };
  return { app, reset };
}
