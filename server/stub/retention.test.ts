import { describe, expect, it } from 'vitest';
import { dropOldest, dropStale, keepNewest, touch } from './retention.ts';

const owner = (entry: { owner: string }) => entry.owner;
const entries = (...owners: string[]) => owners.map((name, index) => ({ owner: name, index }));

describe('keepNewest', () => {
  it('keeps the newest entries of each key, oldest first, and at most the overall cap', () => {
    const list = entries('a', 'b', 'a', 'a', 'b', 'c');
    keepNewest(list, owner, { perKey: 2, overall: 4 });
    expect(list.map((entry) => entry.index)).toEqual([2, 3, 4, 5]);
  });

  it('leaves a list within both caps untouched', () => {
    const list = entries('a', 'b', 'a');
    keepNewest(list, owner, { perKey: 2, overall: 3 });
    expect(list.map((entry) => entry.index)).toEqual([0, 1, 2]);
  });
});

describe('maps in insertion order', () => {
  it('drops the oldest past a size, and the leading stale entries only', () => {
    const map = new Map([
      ['a', 1],
      ['b', 5],
      ['c', 2],
      ['d', 9],
    ]);
    dropStale(map, (value) => value < 3);
    expect([...map.keys()]).toEqual(['b', 'c', 'd']);
    dropOldest(map, 2);
    expect([...map.keys()]).toEqual(['c', 'd']);
    touch(map, 'c', 2);
    expect([...map.keys()]).toEqual(['d', 'c']);
  });
});
