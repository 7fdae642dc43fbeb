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
  // Demo apps of issue 31, group chat/contacts/academy/panels (helper h9): the template's paths.
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
  // End of the h9 group.
  test: '/test/test/:CourseID/:TaskID',
} as const;

export type PathPattern = (typeof paths)[keyof typeof paths];

/** Links to routes with parameters. */
export const links = {
  profile: (userId: string | number) => `/profile/${encodeURIComponent(String(userId))}`,
  progress: (jobName: string) => `/progress/${encodeURIComponent(jobName)}`,
  /** A job opened on the student's job board (D26: an event or a home card opens its job). */
  studentJob: (slug: string) => `/jobs?${new URLSearchParams({ job: slug })}`,
  test: (courseId: number, taskId: number) => `/test/test/${courseId}/${taskId}`,
  /** A course of the demo academy (issue 31). */
  academyCourse: (courseId: number) => `/apps/academy/courses/${courseId}`,
};
