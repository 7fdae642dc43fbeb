import { matchPath } from 'react-router';
import type { Shortcut } from '../features/quick-panel/shortcuts.ts';
import type { NavigationItem, ToolbarTargets } from '../features/shell/navigation.ts';
import type { Role } from '../shared/session/role.ts';
import { isSignedInPage, mayOpen, pages, pagesFor } from './pages.ts';

// What the signed-in shell reads off the page registry for a role. Kept out of pages.ts: the
// router loads that module with the login page, which needs none of this.

/** An entry narrowed to some roles shows only for those; otherwise for every role of its page. */
const shownTo = (role: Role, entry: { roles?: readonly Role[] }) =>
  entry.roles?.includes(role) ?? true;

/** The navigation a role sees (seed §2, §6), in the registry's order. */
export function navigationFor(role: Role): NavigationItem[] {
  return pagesFor(role).flatMap(({ id, path, nav }) =>
    nav && shownTo(role, nav) ? [{ id, to: path, titleKey: nav.titleKey }] : [],
  );
}

/** The toolbar's Home, Dashboard and Jobs for a role (seed §2, D5); null where it has none. */
export function toolbarTargets(role: Role): ToolbarTargets {
  const targets: ToolbarTargets = { home: null, dashboard: null, jobs: null };
  for (const { path, toolbar } of pagesFor(role)) {
    if (toolbar && shownTo(role, toolbar)) targets[toolbar.item] ??= path;
  }
  return targets;
}

/** The quick panel's shortcuts for a role (seed §2, D18): its pages that have one for it. */
export function shortcutsFor(role: Role): Shortcut[] {
  return pagesFor(role).flatMap(({ id, path, shortcut }) =>
    shortcut && shownTo(role, shortcut)
      ? [{ id, path, titleKey: `quickPanel.shortcuts.${id}` }]
      : [],
  );
}

/** Whether a URL path opens a signed-in page the role may open (what the route guard lets in). */
export function opensFor(role: Role, pathname: string): boolean {
  const page = pages.filter(isSignedInPage).find(({ path }) => matchPath(path, pathname) !== null);
  return page !== undefined && mayOpen(role, page);
}
