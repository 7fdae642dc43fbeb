import type { ComponentType } from 'react';

/** A page the shortcut search can take the user to (seed §2), as the app's page registry lists it. */
export type Shortcut = {
  id: string;
  /** Where it goes. */
  to: string;
  /** Translation key of the page's title. */
  titleKey: string;
  icon?: ComponentType;
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
      shortcut.to.toLowerCase().includes(wanted),
  );
}
