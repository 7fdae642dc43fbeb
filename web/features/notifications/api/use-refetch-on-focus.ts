import type { RefetchOptions } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Asks the server again whenever the window gains focus, while `on` (the bell's beat, D15, D26).
 * TanStack's focus manager listens to visibilitychange only; switching back from another window
 * fires `focus` without changing visibility. A fetch in flight is reused, not doubled.
 */
export function useRefetchOnFocus(
  refetch: (options?: RefetchOptions) => Promise<unknown>,
  on: boolean,
): void {
  useEffect(() => {
    if (!on) return;
    const onFocus = () => void refetch({ cancelRefetch: false });
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [on, refetch]);
}
