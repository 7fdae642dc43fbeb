import { useEffect } from 'react';
import { setLoading, state } from '../../../shared/session/session-store.ts';

/**
 * Arriving at the test screen (seed §2, D15): after "Resume test" (the reload flag is set) the
 * session figures are fetched again and the flag is cleared once they are in; the loading overlay
 * the resume put up stays until then. Any other arrival just takes the overlay down.
 */
export function useTestArrival(
  refetchSession: (options: { cancelRefetch: boolean }) => Promise<{ isSuccess: boolean }>,
): void {
  useEffect(() => {
    if (!state.examApp.reload) {
      setLoading(false);
      return;
    }
    // A fetch already on its way is as fresh as a new one; reuse it rather than cancel it.
    void refetchSession({ cancelRefetch: false }).then(({ isSuccess }) => {
      // A failed fetch keeps the flag, so the next arrival asks the server again.
      if (isSuccess) state.examApp.reload = false;
      setLoading(false);
    });
  }, [refetchSession]);
}
