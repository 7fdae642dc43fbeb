import { describe, expect, it } from 'vitest';
import { journaled, withJournal } from './journal.ts';

type Row = { id: number; tags: string[]; meta: { seen: boolean } };

/** A store shaped like the stub's: maps of records, an index of arrays, a set and counters. */
function sampleStore() {
  const rows: Row[] = [1, 2, 3].map((id) => ({ id, tags: [`t${id}`], meta: { seen: false } }));
  return journaled({
    rows: new Map(rows.map((row) => [row.id, row])),
    byTag: new Map<string, Row[]>([['all', [...rows]]]),
    ids: new Set([1, 2, 3]),
    list: [...rows],
    next: 4,
  });
}

const snapshot = (store: ReturnType<typeof sampleStore>) =>
  JSON.stringify({
    rows: [...store.rows.entries()],
    byTag: [...store.byTag.entries()].map(([tag, rows]) => [tag, rows.map((row) => row.id)]),
    ids: [...store.ids],
    list: store.list.map((row) => row.id),
    next: store.next,
  });

describe('a journaled store', () => {
  it('puts back every kind of change, in the order maps and sets had', async () => {
    const store = sampleStore();
    const before = snapshot(store);
    const { rollback } = await withJournal(() => {
      const row = store.rows.get(2);
      if (!row) throw new Error('no row 2');
      row.tags.push('new');
      row.meta.seen = true;
      store.rows.delete(1);
      store.rows.set(1, { id: 1, tags: [], meta: { seen: true } });
      store.rows.set(store.next, { id: store.next, tags: [], meta: { seen: false } });
      store.byTag.get('all')?.splice(0, 1);
      store.ids.delete(3);
      store.ids.add(9);
      store.list.sort((a, b) => b.id - a.id);
      store.next += 1;
    });
    expect(snapshot(store)).not.toBe(before);
    rollback();
    expect(snapshot(store)).toBe(before);
  });

  it('puts back what a call changed before it threw, and passes the error on', async () => {
    const store = sampleStore();
    const before = snapshot(store);
    await expect(
      withJournal(() => {
        store.next = 100;
        store.list.find((row) => row.id === 3)?.tags.push('x');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(snapshot(store)).toBe(before);
  });

  it('keeps what a call changed when it is not rolled back', async () => {
    const store = sampleStore();
    await withJournal(() => {
      store.next = 7;
    });
    expect(store.next).toBe(7);
  });

  it('gives the same wrapped record however it is reached, and stores the record itself', async () => {
    const store = sampleStore();
    await withJournal(() => {
      const fromMap = store.rows.get(1);
      const fromList = store.list.find((row) => row.id === 1);
      expect(fromMap).toBe(fromList);
      expect(store.list.includes(fromMap as Row)).toBe(true);
      expect(store.list.indexOf(fromMap as Row)).toBe(0);
      expect(store.ids.has(1)).toBe(true);
      store.byTag.set('first', [fromMap as Row]);
    });
    // Outside a call the store hands out its own objects.
    expect(store.byTag.get('first')?.[0]).toBe(store.rows.get(1));
  });

  it('journals each call on its own when calls interleave across an await', async () => {
    const store = sampleStore();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = withJournal(async () => {
      store.rows.get(1)?.tags.push('first');
      await gate;
    });
    const second = await withJournal(() => {
      store.ids.add(42);
    });
    release();
    const { rollback } = await first;
    rollback();
    expect(store.rows.get(1)?.tags).toEqual(['t1']);
    expect(store.ids.has(42)).toBe(true);
    second.rollback();
    expect(store.ids.has(42)).toBe(false);
  });
});
