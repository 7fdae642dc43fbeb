import type { TSchema } from 'typebox';
import { CompanyDashboardOps } from './dashboard-company.ts';
import { InstituteDashboardOps } from './dashboard-institute.ts';
import { ApplicationOps, ApplicationQaOps } from './operations/applications.ts';
import { BookmarkOps } from './operations/bookmark.ts';
import { CommonOps } from './operations/common.ts';
import { CourseOps } from './operations/courses.ts';
import { DashboardPeopleOps } from './operations/dashboard-people.ts';
import { AcademyOps } from './operations/demo/academy.ts';
import { DemoBookmarkOps } from './operations/demo/bookmarks.ts';
import { CalendarOps } from './operations/demo/calendar.ts';
import { ChatOps } from './operations/demo/chat.ts';
import { ContactOps } from './operations/demo/contacts.ts';
import { DemoAuthOps } from './operations/demo/demo-auth.ts';
import { ECommerceOps } from './operations/demo/e-commerce.ts';
import { FaqOps } from './operations/demo/faq.ts';
import { FileManagerOps } from './operations/demo/file-manager.ts';
import { IconOps } from './operations/demo/icons.ts';
import { InvoiceOps } from './operations/demo/invoice.ts';
import { KnowledgeBaseOps } from './operations/demo/knowledge-base.ts';
import { MailOps } from './operations/demo/mail.ts';
import { NotesAppOps } from './operations/demo/notes-app.ts';
import { PanelNotificationOps } from './operations/demo/notification-panel.ts';
import { TemplateProfileOps } from './operations/demo/profile.ts';
import { QuickPanelOps } from './operations/demo/quick-panel.ts';
import { ScrumboardOps } from './operations/demo/scrumboard.ts';
import { SearchOps } from './operations/demo/search.ts';
import { TodoOps } from './operations/demo/todo.ts';
import { WidgetOps } from './operations/demo/widgets.ts';
import { EventOps } from './operations/events.ts';
import { ExamOps } from './operations/exam.ts';
import { JobOps } from './operations/jobs.ts';
import { NotesOps } from './operations/notes.ts';
import { PlacementOps } from './operations/placement.ts';
import { ProfileOps } from './operations/profiles.ts';
import { RecordOps } from './operations/records.ts';
import { ResultOps } from './operations/results.ts';
import { StubOps } from './operations/stub.ts';
import { TaskOps } from './operations/task.ts';
import { UserOps } from './operations/user.ts';
import type { Refusals } from './refusals.ts';

/**
 * One call of the API. The OpenAPI generator and the stub backend both read this table, so a stub
 * route cannot exist without its contract.
 */
export type Operation = {
  operationId: string;
  method: 'get' | 'post';
  /** The seed's path, without the /api prefix, spelled as the seed spells it. */
  path: string;
  /**
   * `seed` for the calls of seed §7, `stub` for the stub backend's QA surface (D2), `demo` for the
   * demo-template calls of the seed's appendix (D18).
   */
  tag: 'seed' | 'extension' | 'stub' | 'demo';
  summary: string;
  /** Needs `Authorization: Bearer <token>`. */
  auth: boolean;
  body?: TSchema;
  query?: TSchema;
  response: TSchema;
  /**
   * The business refusals this call may answer, by code (HTTP 200, `{status:false, code, message}`);
   * picked from the area's list with `refusalsOf`.
   */
  refusals?: Refusals;
  /**
   * The refusals answered with an HTTP status instead of 200, by code: a demo call's unknown id is
   * a 404 and the demo sign-in's bad token a 401 (issue 31, seed §8).
   */
  refusalStatus?: Readonly<Record<string, 401 | 404>>;
  /**
   * A download (the results CSV, D24): success answers a file of this media type instead of the
   * envelope, streamed by the handler; a refusal is still the envelope.
   */
  download?: { mediaType: string };
};

/**
 * The operations by area, as the contract's modules group them; `npm run openapi` writes one
 * client route module per area from this (`openapi/routes/<area>.gen.ts`).
 */
export const operationAreas = {
  user: UserOps,
  common: CommonOps,
  courses: CourseOps,
  bookmark: BookmarkOps,
  notes: NotesOps,
  task: TaskOps,
  exam: ExamOps,
  stub: StubOps,
  jobs: JobOps,
  applications: ApplicationOps,
  profiles: ProfileOps,
  events: EventOps,
  results: ResultOps,
  placement: PlacementOps,
  records: RecordOps,
  'dashboard-company': CompanyDashboardOps,
  'dashboard-institute': InstituteDashboardOps,
  'dashboard-people': DashboardPeopleOps,
  'stub-applications': ApplicationQaOps,
  'demo-mail': MailOps,
  // The demo shop group (issue 31): e-commerce, invoice, the template's mock sign-in.
  'demo-e-commerce': ECommerceOps,
  'demo-invoice': InvoiceOps,
  'demo-auth': DemoAuthOps,
  // FAQ, knowledge base, file manager, icons, to-do, scrum board, calendar, notes (issue 31).
  'demo-faq': FaqOps,
  'demo-knowledge-base': KnowledgeBaseOps,
  'demo-file-manager': FileManagerOps,
  'demo-icons': IconOps,
  'demo-todo': TodoOps,
  'demo-scrumboard': ScrumboardOps,
  'demo-calendar': CalendarOps,
  'demo-notes-app': NotesAppOps,
  // Chat, contacts, academy, widgets, search and the template's panels (issue 31).
  'demo-chat': ChatOps,
  'demo-contacts': ContactOps,
  'demo-academy': AcademyOps,
  'demo-widgets': WidgetOps,
  'demo-search': SearchOps,
  'demo-notification-panel': PanelNotificationOps,
  'demo-profile': TemplateProfileOps,
  'demo-quick-panel': QuickPanelOps,
  'demo-bookmarks': DemoBookmarkOps,
} satisfies Record<string, Record<string, Operation>>;

/** Every operation of the backend's API (the stub backend serves exactly these), keyed by operationId. */
export const operations = {
  ...UserOps,
  ...CommonOps,
  ...CourseOps,
  ...BookmarkOps,
  ...NotesOps,
  ...TaskOps,
  ...ExamOps,
  ...StubOps,
  ...JobOps,
  ...ApplicationOps,
  ...ProfileOps,
  ...EventOps,
  ...ResultOps,
  ...PlacementOps,
  ...RecordOps,
  ...CompanyDashboardOps,
  ...InstituteDashboardOps,
  ...DashboardPeopleOps,
  ...ApplicationQaOps,
} satisfies Record<string, Operation>;

export type OperationId = keyof typeof operations;

/**
 * The demo-template calls (D18), kept apart from `operations`: server/demo/ answers them in front of
 * whatever serves /api, so neither the real backend nor the stub backend has them.
 */
export const demoOperations = {
  ...MailOps,
  // The demo shop group (issue 31).
  ...ECommerceOps,
  ...InvoiceOps,
  ...DemoAuthOps,
  // FAQ, knowledge base, file manager, icons, to-do, scrum board, calendar, notes (issue 31).
  ...FaqOps,
  ...KnowledgeBaseOps,
  ...FileManagerOps,
  ...IconOps,
  ...TodoOps,
  ...ScrumboardOps,
  ...CalendarOps,
  ...NotesAppOps,
  // Chat, contacts, academy, widgets, search and the template's panels (issue 31).
  ...ChatOps,
  ...ContactOps,
  ...AcademyOps,
  ...WidgetOps,
  ...SearchOps,
  ...PanelNotificationOps,
  ...TemplateProfileOps,
  ...QuickPanelOps,
  ...DemoBookmarkOps,
} satisfies Record<string, Operation>;
