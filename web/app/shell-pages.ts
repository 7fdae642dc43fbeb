import { matchPath } from 'react-router';
import type { Shortcut } from '../features/quick-panel/shortcuts.ts';
import type { NavigationItem, ToolbarItem, ToolbarTargets } from '../features/shell/navigation.ts';
import type { Role } from '../shared/session/role.ts';
import { pageIcons } from './page-icons.ts';
import { isSignedInPage, mayOpen, pages, pagesFor, type SignedInPage } from './pages.ts';

// What the signed-in shell reads off the page registry for a role. Kept out of pages.ts: the
// router loads that module with the login page, which needs none of this. Every list here is the
// role's pages (pagesFor: the guard's own rule) that have a place in it, so a role sees a page
// listed exactly where it may open it.

/** Seed §6, D5: the toolbar's Home tab is the Recruiter's only; the others reach /home from the logo. */
const toolbarTabRoles: { readonly [Item in ToolbarItem]?: readonly Role[] } = {
  home: ['Recruiter'],
};

/** A listed page's entry: its name, where it goes, its title and its icon. */
const entryOf = ({ id, path, titleKey }: SignedInPage) => ({
  id,
  to: path,
  titleKey,
  icon: pageIcons[id],
});

/** The navigation a role sees (seed §2, §6), in the registry's order. */
export function navigationFor(role: Role): NavigationItem[] {
  return pagesFor(role)
    .filter((page) => page.nav)
    .map(entryOf);
}

/** The toolbar's Home, Dashboard and Jobs for a role (seed §2, D5); null where it has none. */
export function toolbarTargets(role: Role): ToolbarTargets {
  const targets: ToolbarTargets = { home: null, dashboard: null, jobs: null };
  for (const page of pagesFor(role)) {
    const item = page.toolbar;
    if (item && (toolbarTabRoles[item]?.includes(role) ?? true)) targets[item] ??= entryOf(page);
  }
  return targets;
}

/** The quick panel's shortcuts for a role (seed §2, D18): its pages that have one. */
export function shortcutsFor(role: Role): Shortcut[] {
  return pagesFor(role)
    .filter((page) => page.shortcut)
    .map(entryOf);
}

/** Whether a URL path opens a signed-in page the role may open (what the route guard lets in). */
export function opensFor(role: Role, pathname: string): boolean {
  const page = pages.filter(isSignedInPage).find(({ path }) => matchPath(path, pathname) !== null);
  return page !== undefined && mayOpen(role, page);
}
