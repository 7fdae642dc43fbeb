import { demoStubsOn } from '../../shared/demo-stubs.ts';
import { type PathPattern, paths } from '../../shared/routing/paths.ts';
import { canVisit } from '../../shared/routing/role-routes.ts';

/** A page the shortcut search can take the user to. */
export type Shortcut = {
  id: string;
  path: PathPattern;
  /** Translation key of the shortcut's title. */
  titleKey: string;
};

/** The fixed list of seed §2: the product's pages without parameters, in menu order. */
const productShortcuts: readonly Shortcut[] = [
  { id: 'home', path: paths.home, titleKey: 'quickPanel.shortcuts.home' },
  { id: 'dashboard', path: paths.dashboard, titleKey: 'quickPanel.shortcuts.dashboard' },
  {
    id: 'adminDashboard',
    path: paths.adminDashboard,
    titleKey: 'quickPanel.shortcuts.adminDashboard',
  },
  {
    id: 'collegeDashboard',
    path: paths.collegeDashboard,
    titleKey: 'quickPanel.shortcuts.collegeDashboard',
  },
  { id: 'myJobs', path: paths.myJobs, titleKey: 'quickPanel.shortcuts.myJobs' },
  { id: 'jobs', path: paths.jobs, titleKey: 'quickPanel.shortcuts.jobs' },
  { id: 'allJobs', path: paths.allJobs, titleKey: 'quickPanel.shortcuts.allJobs' },
  { id: 'postJob', path: paths.postJob, titleKey: 'quickPanel.shortcuts.postJob' },
  { id: 'result', path: paths.result, titleKey: 'quickPanel.shortcuts.result' },
  { id: 'myProfile', path: paths.myProfile, titleKey: 'quickPanel.shortcuts.myProfile' },
];

/** D18: the demo-template pages are listed only when the demo stubs are on. */
const demoShortcuts: readonly Shortcut[] = [
  { id: 'mail', path: paths.mail, titleKey: 'quickPanel.shortcuts.mail' },
];

/** The shortcuts a role may follow: only pages of its own route set (seed §2, §6). */
export function shortcutsFor(role: string): Shortcut[] {
  const all = demoStubsOn() ? [...productShortcuts, ...demoShortcuts] : productShortcuts;
  return all.filter((shortcut) => canVisit(role, shortcut.path));
}

/** Case-insensitive match on the title as shown, or on the path (English words in any language). */
export function matchShortcuts(
  shortcuts: readonly Shortcut[],
  query: string,
  titleOf: (shortcut: Shortcut) => string,
): Shortcut[] {
  const wanted = query.trim().toLocaleLowerCase();
  if (!wanted) return [...shortcuts];
  return shortcuts.filter(
    (shortcut) =>
      titleOf(shortcut).toLocaleLowerCase().includes(wanted) ||
      shortcut.path.toLowerCase().includes(wanted),
  );
}
