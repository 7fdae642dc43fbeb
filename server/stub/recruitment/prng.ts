/**
 * A small seeded generator (mulberry32) for the seed and the QA's generated applicants: the same
 * seed gives the same data on every start, which Math.random would not.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    /** An integer from min to max, both included. */
    int,
    /** A number from min to max rounded to `decimals`. */
    between: (min: number, max: number, decimals = 1) =>
      Math.round((min + next() * (max - min)) * 10 ** decimals) / 10 ** decimals,
    chance: (probability: number) => next() < probability,
    pick: <Item>(items: readonly Item[]): Item => items[int(0, items.length - 1)] as Item,
    /** The items in a shuffled order (a copy). */
    shuffle: <Item>(items: readonly Item[]): Item[] => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j] as Item, out[i] as Item];
      }
      return out;
    },
    /** One of the keys, each as likely as its weight. */
    weighted: <Key extends string>(weights: Readonly<Partial<Record<Key, number>>>): Key => {
      const entries = Object.entries(weights) as [Key, number][];
      let roll = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [key, weight] of entries) {
        roll -= weight;
        if (roll < 0) return key;
      }
      return (entries.at(-1) as [Key, number])[0];
    },
  };
}

export type Random = ReturnType<typeof seededRandom>;
