import type { ComponentType } from 'react';

/**
 * A page as the shell lists it (seed §2, §6): its page's id, where it goes, its title and its icon,
 * all read off the app's page registry.
 */
export type NavigationItem = { id: string; to: string; titleKey: string; icon?: ComponentType };

/** The toolbar's three places (seed §2). */
export type ToolbarItem = 'home' | 'dashboard' | 'jobs';

/** The page each of the toolbar's places goes to for the signed-in role; null where it has none (D5). */
export type ToolbarTargets = Record<ToolbarItem, NavigationItem | null>;

/** Seed §2: a toolbar item is active when the path contains its word. */
export function activeToolbarItem(pathname: string): ToolbarItem | null {
  const path = pathname.toLowerCase();
  if (path.includes('home')) return 'home';
  if (path.includes('dashboard')) return 'dashboard';
  if (path.includes('jobs')) return 'jobs';
  return null;
}
