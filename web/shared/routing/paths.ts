/** Every URL of the SPA (seed §2, D5, D6, D12, D15). Patterns for the router; builders for links. */
export const paths = {
  root: '/',
  login: '/login',
  forgetPassword: '/forget-password',
  verify: '/verify',
  changePassword: '/change-password',
  register: '/register',
  error: '/error',
  home: '/home',
  postJob: '/postjob',
  result: '/result',
  students: '/students',
  profile: '/profile/:UserID',
  myJobs: '/myjobs',
  dashboard: '/dashboard',
  progress: '/progress/:jobname',
  jobs: '/jobs',
  adminDashboard: '/admindashboard',
  collegeDashboard: '/collegedashboard',
  allJobs: '/alljobs',
  /** The profile menu's "My Profile" (D6): sends the user on to their own /profile/:UserID. */
  myProfile: '/pages/profile',
  /** The profile menu's "Inbox" (D6): a demo-template page, there only with the demo stubs on. */
  mail: '/apps/mail',
  // The demo shop group (D18, issue 31): the template's e-commerce apps and invoice page.
  eCommerceProducts: '/apps/e-commerce/products',
  eCommerceProduct: '/apps/e-commerce/products/:productId',
  eCommerceOrders: '/apps/e-commerce/orders',
  eCommerceOrder: '/apps/e-commerce/orders/:orderId',
  invoice: '/pages/invoice',
  // Demo-template pages (issue 31), there only with the demo stubs on.
  faq: '/pages/faq',
  knowledgeBase: '/pages/knowledge-base',
  fileManager: '/apps/file-manager',
  icons: '/ui/icons',
  todo: '/apps/todo',
  scrumboard: '/apps/scrumboard',
  calendar: '/apps/calendar',
  notesApp: '/apps/notes',
  // Chat, contacts, academy, widgets, search and the template's panels (issue 31): the template's paths.
  chat: '/apps/chat',
  contacts: '/apps/contacts',
  academy: '/apps/academy',
  academyCourse: '/apps/academy/courses/:courseId',
  academyDashboard: '/dashboards/academy',
  reports: '/apps/reports',
  search: '/pages/search',
  notificationPanel: '/apps/notifications',
  /** The template's sample profile; the product user's own is /pages/profile (D6). */
  templateProfile: '/apps/profile',
  quickPanelData: '/apps/quick-panel',
  bookmarks: '/apps/bookmarks',
  test: '/test/test/:CourseID/:TaskID',
} as const;

export type PathPattern = (typeof paths)[keyof typeof paths];

/** Links to routes with parameters. */
/** The demo store's product id that opens its editor empty, for a new product. */
export const newProductId = 'new';

export const links = {
  profile: (userId: string | number) => `/profile/${encodeURIComponent(String(userId))}`,
  progress: (jobName: string) => `/progress/${encodeURIComponent(jobName)}`,
  /** A job's pipeline on one stage (the pipeline's `?stage=`): a recruiter's event opens it (D34). */
  pipelineStage: (jobName: string, stage: string) =>
    `/progress/${encodeURIComponent(jobName)}?${new URLSearchParams({ stage })}`,
  /** A job opened on the student's job board (D26: an event or a home card opens its job). */
  studentJob: (slug: string) => `/jobs?${new URLSearchParams({ job: slug })}`,
  test: (courseId: number, taskId: number) => `/test/test/${courseId}/${taskId}`,
  // The demo shop group (D18, issue 31).
  /** A product in the demo store's editor; `new` opens an empty one. */
  eCommerceProduct: (productId: string) =>
    `/apps/e-commerce/products/${encodeURIComponent(productId)}`,
  eCommerceOrder: (orderId: string) => `/apps/e-commerce/orders/${encodeURIComponent(orderId)}`,
  invoice: (id: string) => `/pages/invoice?${new URLSearchParams({ id })}`,
  /** A course of the demo academy (issue 31). */
  academyCourse: (courseId: number) => `/apps/academy/courses/${courseId}`,
};
