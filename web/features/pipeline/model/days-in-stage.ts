const day = 24 * 60 * 60 * 1000;

/**
 * Whole days since the application reached its stage: its `updatedAt` is its latest move, and
 * nothing else changes an application.
 */
export const daysInStage = (updatedAt: string, now = Date.now()) =>
  Math.max(0, Math.floor((now - Date.parse(updatedAt)) / day));
