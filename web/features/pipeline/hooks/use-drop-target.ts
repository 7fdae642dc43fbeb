import type { DragEvent } from 'react';
import type { Stage } from '#openapi/applications.ts';
import { usePipeline } from './pipeline-context.ts';

/**
 * A place on the desktop board a dragged card may be dropped on to move it to `stage`: only while
 * the dragged card may go there (the server's moves for it), so the browser shows no drop anywhere
 * else. Returns whether it takes the dragged card now, and the handlers to spread on the place.
 */
export function useDropTarget(stage: Stage, enabled = true) {
  const { dragged, setDragged, requestMove } = usePipeline();
  const takesDrop = enabled && (dragged?.moves.includes(stage) ?? false);
  if (!takesDrop) return { takesDrop, dropProps: {} };
  return {
    takesDrop,
    dropProps: {
      onDragOver: (event: DragEvent) => event.preventDefault(),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        if (dragged) requestMove([dragged], stage);
        setDragged(null);
      },
    },
  };
}
