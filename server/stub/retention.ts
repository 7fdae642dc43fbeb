// Retention for the stub's stores: lists keep their newest entries, maps in insertion order drop
// their oldest. Both work in place, so a store object keeps its identity across trims.

/**
 * Trims a list kept oldest first to its newest `overall` entries, with at most `perKey` of any one
 * key (a user, an email), so one caller's flood cannot push everyone else's entries out.
 */
export function keepNewest<Entry>(
  list: Entry[],
  keyOf: (entry: Entry) => string | number,
  limits: { perKey: number; overall: number },
): void {
  // Fewer entries than either cap: nothing can be over.
  if (list.length <= Math.min(limits.perKey, limits.overall)) return;
  const counts = new Map<string | number, number>();
  const kept: Entry[] = [];
  for (let index = list.length - 1; index >= 0 && kept.length < limits.overall; index--) {
    const entry = list[index] as Entry;
    const key = keyOf(entry);
    const count = counts.get(key) ?? 0;
    if (count >= limits.perKey) continue;
    counts.set(key, count + 1);
    kept.push(entry);
  }
  if (kept.length === list.length) return;
  kept.reverse();
  for (const [index, entry] of kept.entries()) list[index] = entry;
  list.length = kept.length;
}

/** Drops a map's oldest entries (insertion order) until it holds at most `max`. */
export function dropOldest<Key, Value>(map: Map<Key, Value>, max: number): void {
  for (const key of map.keys()) {
    if (map.size <= max) return;
    map.delete(key);
  }
}

/**
 * Drops a map's leading entries while they are stale. For maps whose insertion order is the order
 * in which their entries go stale (created at a fixed lifetime), so a sweep costs what it removes.
 */
export function dropStale<Key, Value>(
  map: Map<Key, Value>,
  stale: (value: Value) => boolean,
): void {
  for (const [key, value] of map) {
    if (!stale(value)) return;
    map.delete(key);
  }
}

/** Moves a map entry to the end of the insertion order: the most recently used. */
export function touch<Key, Value>(map: Map<Key, Value>, key: Key, value: Value): void {
  map.delete(key);
  map.set(key, value);
}
