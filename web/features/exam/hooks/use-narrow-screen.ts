import { useMediaQuery } from '../../../shared/ui/use-media-query.ts';
import { NARROW_SCREEN_QUERY } from '../model/narrow-screen.ts';

/** Whether the test screen is on a phone (NARROW_SCREEN_QUERY), following resizes and rotations. */
export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_SCREEN_QUERY);
}
