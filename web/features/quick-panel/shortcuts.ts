import type { PathPattern } from '../../shared/routing/paths.ts';

/** A page the shortcut search can take the user to (seed §2); its id picks the icon. */
export type Shortcut = {
  id: string;
  path: PathPattern;
  /** Translation key of the shortcut's title. */
  titleKey: string;
};

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
