import type { Shortcut } from './shortcuts.ts';

/**
 * A Recruiter's shortcuts, as the signed-in shell hands them to the quick panel (app/shell-pages.ts),
 * but for their icons.
 */
export const recruiterShortcuts: Shortcut[] = [
  { id: 'home', to: '/home', titleKey: 'pages.home' },
  { id: 'dashboard', to: '/dashboard', titleKey: 'pages.dashboard' },
  { id: 'myJobs', to: '/myjobs', titleKey: 'pages.myJobs' },
  { id: 'postJob', to: '/postjob', titleKey: 'pages.postJob' },
  { id: 'result', to: '/result', titleKey: 'pages.result' },
  { id: 'myProfile', to: '/pages/profile', titleKey: 'pages.myProfile' },
];
