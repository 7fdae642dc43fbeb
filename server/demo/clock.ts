/** Time spans of the demo seeds, counted back from the injected clock. */
export const minutes = 60 * 1000;
export const hours = 60 * minutes;
export const days = 24 * hours;

/** The instant `ago` milliseconds before `now`, as the contract's ISO 8601 string. */
export const before = (now: number, ago: number) => new Date(now - ago).toISOString();

/** The next id after the largest one held (1 when none). */
export const nextId = (items: readonly { id: number }[]) =>
  items.reduce((largest, item) => Math.max(largest, item.id), 0) + 1;

/** Whether any of the texts holds the phrase, ignoring case; an empty phrase matches all. */
export function matches(phrase: string | undefined, ...texts: string[]): boolean {
  const needle = phrase?.trim().toLowerCase();
  if (!needle) return true;
  return texts.some((text) => text.toLowerCase().includes(needle));
}
