import { useMediaQuery } from '../../../shared/ui/use-media-query.ts';

/**
 * Whether the test screen is on a phone, the `(max-width: 600px)` of its CSS: labels it has no room
 * for there are read, not shown (`.visually-hidden`).
 */
export function useNarrowScreen(): boolean {
  return useMediaQuery('(max-width: 600px)');
}
