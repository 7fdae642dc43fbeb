import { useDeferredValue } from 'react';

/**
 * An API answer as a page draws it: in a render that yields to the browser every few ms, not in
 * the one the answer came in, which React does in one go (react-query's store updates it
 * synchronously; issue 29: drawn as they came, the store's products were one task of 164 ms at 4×
 * CPU, the calendar's month one of 298 ms in Lighthouse's model). `loading` holds until it is drawn.
 */
export function useDrawnAnswer<Answer>(data: Answer | undefined, isPending: boolean) {
  const shown = useDeferredValue(data);
  return { shown, loading: isPending || shown !== data };
}
