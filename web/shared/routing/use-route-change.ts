import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Calls `onChange` when the path changes (not on mount): drawers close once a new page opens. */
export function useRouteChange(onChange: () => void): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    onChange();
  }, [pathname, onChange]);
}
