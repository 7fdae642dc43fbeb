import { type ReactNode, Suspense, useState } from 'react';

/**
 * Its children from the first time `open` is true on, so a lazily loaded panel (a drawer) costs a
 * first visit nothing until it is asked for, and can still animate closed afterwards.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
