import { useEffect, useRef, useState } from 'react';

/** Seed §9: hover menus wait 150 ms, so a pointer passing over does not flick them open. */
const HOVER_DEBOUNCE_MS = 150;

/**
 * Hover state debounced both ways: true 150 ms after the pointer enters and stays, false 150 ms
 * after it leaves; a quick return cancels the pending change.
 */
export function useHoverIntent(delay = HOVER_DEBOUNCE_MS) {
  const [hovered, setHovered] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const schedule = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHovered(next), delay);
  };
  return {
    hovered,
    onMouseEnter: () => schedule(true),
    onMouseLeave: () => schedule(false),
  };
}
