/** Every URL of the SPA (seed §2, D5, D12). Patterns for the router; builders for links. */
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
} as const;

export type PathPattern = (typeof paths)[keyof typeof paths];

/** Links to routes with parameters. */
export const links = {
  profile: (userId: string) => `/profile/${encodeURIComponent(userId)}`,
  progress: (jobName: string) => `/progress/${encodeURIComponent(jobName)}`,
};
