import { useMediaQuery } from '../../../shared/ui/use-media-query.ts';

/** Below this width the toolbar collapses into the mobile navbar. */
const PHONE_QUERY = '(max-width: 959px)';

/** Whether the screen is phone-sized (or a narrow tablet), following resizes and rotations. */
export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
