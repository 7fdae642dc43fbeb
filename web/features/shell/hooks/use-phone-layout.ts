import { useSyncExternalStore } from 'react';

/** Below this width the toolbar collapses into the mobile navbar. */
const PHONE_QUERY = '(max-width: 959px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the screen is phone-sized (or a narrow tablet), following resizes and rotations. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(PHONE_QUERY).matches);
}
