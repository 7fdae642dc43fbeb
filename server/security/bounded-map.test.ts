import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map.ts';

describe('BoundedMap', () => {
  it('never holds more than maxKeys, dropping the oldest written', () => {
    const map = new BoundedMap<number>(3, () => 0);
    for (let i = 0; i < 10; i++) map.set(`key${i}`, i, 1000);
    expect(map.size).toBe(3);
    expect(map.get('key6')).toBeUndefined();
    expect(map.get('key9')).toBe(9);
  });

  it('keeps an entry written again as the newest', () => {
    const map = new BoundedMap<number>(2, () => 0);
    map.set('a', 1, 1000);
    map.set('b', 2, 1000);
    map.set('a', 3, 1000);
    map.set('c', 4, 1000);
    expect(map.get('a')).toBe(3);
    expect(map.get('b')).toBeUndefined();
  });

  it('forgets an entry once it expired', () => {
    let now = 0;
    const map = new BoundedMap<number>(10, () => now);
    map.set('a', 1, 100);
    now = 99;
    expect(map.get('a')).toBe(1);
    now = 100;
    expect(map.get('a')).toBeUndefined();
    expect(map.size).toBe(0);
  });

  it('sweeps expired entries when writing', () => {
    let now = 0;
    const map = new BoundedMap<number>(10, () => now);
    for (let i = 0; i < 5; i++) map.set(`old${i}`, i, 100);
    now = 200;
    map.set('new', 1, 300);
    expect(map.size).toBe(1);
  });

  it('stores a very long key in a fixed size', () => {
    const map = new BoundedMap<number>(10, () => 0);
    const long = 'x'.repeat(1_000_000);
    map.set(long, 1, 100);
    expect(map.get(long)).toBe(1);
    expect(map.get(`${long}y`)).toBeUndefined();
  });
});
