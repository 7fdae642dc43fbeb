import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { invalidInput } from '../contract/validate.ts';
// Demo apps of helper H8 (faq, knowledge base, file manager, icons, to-do, scrum board, calendar, notes).
import { type CalendarStore, createCalendarRoutes } from './calendar/calendar-routes.ts';
import { seedCalendarEvents } from './calendar/calendar-seed.ts';
import { createFaqRoutes } from './faq/faq-routes.ts';
import { createFileManagerRoutes } from './file-manager/file-manager-routes.ts';
import { createIconRoutes } from './icons/icons-routes.ts';
import { createKnowledgeBaseRoutes } from './knowledge-base/knowledge-base-routes.ts';
import { createMailRoutes, type Mailbox } from './mail/mail-routes.ts';
import { seedMails } from './mail/mail-seed.ts';
import { createNotesAppRoutes, type NotesAppStore } from './notes-app/notes-app-routes.ts';
import { seedNoteLabels, seedNotes } from './notes-app/notes-app-seed.ts';
import { createScrumboardRoutes, type ScrumboardStore } from './scrumboard/scrumboard-routes.ts';
import { seedBoards } from './scrumboard/scrumboard-seed.ts';
import { createTodoRoutes, type TodoStore } from './todo/todo-routes.ts';
import { seedTodoLabels, seedTodos } from './todo/todo-seed.ts';

/** Options for the demo stubs; the clock dates the sample data, so tests can fix it. */
export type DemoStubsOptions = { now?: () => number };

/**
 * The demo-template stubs of the seed's appendix (D18): typed routes answered in memory, in front
 * of whatever serves /api (the stub backend or the proxy). `reset()` puts the sample data back.
 */
export function createDemoStubs(options: DemoStubsOptions = {}): { app: Hono; reset(): void } {
  const now = options.now ?? Date.now;
  const mailbox: Mailbox = { mails: seedMails(now()) };
  // Demo apps of helper H8: each store is refilled from its seed by reset().
  const seedH8 = () => ({
    todo: { todos: seedTodos(now()), labels: seedTodoLabels() } satisfies TodoStore,
    scrumboard: { boards: seedBoards(now()) } satisfies ScrumboardStore,
    calendar: { events: seedCalendarEvents(now()) } satisfies CalendarStore,
    notes: { notes: seedNotes(now()), labels: seedNoteLabels() } satisfies NotesAppStore,
  });
  const h8 = seedH8();

  const app = new Hono();
  app.route('/', createMailRoutes(mailbox));
  // Demo apps of helper H8.
  app.route('/', createFaqRoutes());
  app.route('/', createKnowledgeBaseRoutes());
  app.route('/', createFileManagerRoutes(now));
  app.route('/', createIconRoutes());
  app.route('/', createTodoRoutes(h8.todo));
  app.route('/', createScrumboardRoutes(h8.scrumboard));
  app.route('/', createCalendarRoutes(h8.calendar));
  app.route('/', createNotesAppRoutes(h8.notes, now));
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
    // Demo apps of helper H8: the stores keep their identity (the routes hold them).
    const fresh = seedH8();
    Object.assign(h8.todo, fresh.todo);
    Object.assign(h8.scrumboard, fresh.scrumboard);
    Object.assign(h8.calendar, fresh.calendar);
    Object.assign(h8.notes, fresh.notes);
  };
  return { app, reset };
}
