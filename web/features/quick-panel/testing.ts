import type { Shortcut } from './shortcuts.ts';

/** A Recruiter's shortcuts, as the signed-in shell hands them to the quick panel (app/shell-pages.ts). */
export const recruiterShortcuts: Shortcut[] = [
  { id: 'home', path: '/home', titleKey: 'quickPanel.shortcuts.home' },
  { id: 'dashboard', path: '/dashboard', titleKey: 'quickPanel.shortcuts.dashboard' },
  { id: 'myJobs', path: '/myjobs', titleKey: 'quickPanel.shortcuts.myJobs' },
  { id: 'jobs', path: '/jobs', titleKey: 'quickPanel.shortcuts.jobs' },
  { id: 'postJob', path: '/postjob', titleKey: 'quickPanel.shortcuts.postJob' },
  { id: 'result', path: '/result', titleKey: 'quickPanel.shortcuts.result' },
  { id: 'myProfile', path: '/pages/profile', titleKey: 'quickPanel.shortcuts.myProfile' },
];
