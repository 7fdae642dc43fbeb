/** One entry of the navigation (seed §2, §6): its page's id, which picks the icon, where it goes, its title. */
export type NavigationItem = { id: string; to: string; titleKey: string };

/** The toolbar's three places (seed §2). */
export type ToolbarItem = 'home' | 'dashboard' | 'jobs';

/** Where each of the toolbar's places goes for the signed-in role; null where the role has none (D5). */
export type ToolbarTargets = Record<ToolbarItem, string | null>;

/** Seed §2: a toolbar item is active when the path contains its word. */
export function activeToolbarItem(pathname: string): ToolbarItem | null {
  const path = pathname.toLowerCase();
  if (path.includes('home')) return 'home';
  if (path.includes('dashboard')) return 'dashboard';
  if (path.includes('jobs')) return 'jobs';
  return null;
}
