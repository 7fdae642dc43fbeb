import { AsyncLocalStorage } from 'node:async_hooks';

// A route's handler changes the store and then builds its reply; a reply that breaks the contract
// is answered 500, and what the handler changed must not stay (a job stored while its poster was
// told it failed). A journaled store keeps, while a call runs, a copy of each map, set, array and
// plain object as it was before the call first changed it, so the route builder can put every one
// back. Containers are copied shallowly, once per call: the cost is paid only by what a call
// changes. Each request's journal is its own (AsyncLocalStorage), so calls that interleave across
// an await do not record each other's changes.

type Restore = () => void;
type Journal = { saved: WeakSet<object>; restores: Restore[] };

const current = new AsyncLocalStorage<Journal>();
const wrappers = new WeakMap<object, object>();
const targets = new WeakMap<object, object>();

const isPlain = (value: object) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** Objects whose changes the journal can undo; anything else (a Buffer, a Date) is passed as is. */
const journalable = (value: unknown): value is object =>
  typeof value === 'object' &&
  value !== null &&
  (Array.isArray(value) || value instanceof Map || value instanceof Set || isPlain(value));

/**
 * The store's own object behind a journaled one (for keys and searches). Exported for calls that
 * only read a great deal (the dashboards' figures over 10,000 applications, issue 28): a trap per
 * field read made them twice as slow; what they read this way they must never write.
 */
export const raw = <T>(value: T): T =>
  ((typeof value === 'object' && value !== null && targets.get(value)) || value) as T;

/**
 * `value` as the store keeps it: never a wrapper, nor a new object holding one (`[...rows, row]`
 * read inside a call holds wrapped rows), so the store's objects keep one identity. Objects the
 * store already handed out are clean, so only what a call built is walked.
 */
function stored<T>(value: T, seen = new WeakSet<object>()): T {
  if (typeof value !== 'object' || value === null) return value;
  const target = targets.get(value);
  if (target) return target as T;
  if (wrappers.has(value) || seen.has(value) || !journalable(value)) return value;
  seen.add(value);
  if (value instanceof Map) {
    for (const [key, item] of value) {
      const clean = stored(item, seen);
      if (clean !== item) value.set(key, clean);
    }
  } else if (value instanceof Set) {
    for (const item of [...value]) {
      const clean = stored(item, seen);
      if (clean !== item) {
        value.delete(item);
        value.add(clean);
      }
    }
  } else {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const clean = stored(record[key], seen);
      if (clean !== record[key]) record[key] = clean;
    }
  }
  return value;
}

/** Remembers `target` as it was, once per call, before its first change. */
function save(target: object): void {
  const journal = current.getStore();
  if (!journal || journal.saved.has(target)) return;
  journal.saved.add(target);
  if (target instanceof Map) {
    const entries = [...target.entries()];
    journal.restores.push(() => {
      target.clear();
      for (const [key, value] of entries) target.set(key, value);
    });
  } else if (target instanceof Set) {
    const values = [...target];
    journal.restores.push(() => {
      target.clear();
      for (const value of values) target.add(value);
    });
  } else if (Array.isArray(target)) {
    const items = [...target];
    journal.restores.push(() => {
      target.length = 0;
      target.push(...items);
    });
  } else {
    const copy = { ...target };
    journal.restores.push(() => {
      for (const key of Object.keys(target)) delete (target as Record<string, unknown>)[key];
      Object.assign(target, copy);
    });
  }
}

/** Inside a call, objects read from the store come wrapped, so their changes are journaled too. */
function wrapped<T>(value: T): T {
  if (typeof value !== 'object' || value === null || !current.getStore()) return value;
  const known = wrappers.get(value) as T | undefined;
  if (known) return known;
  return targets.has(value) || !journalable(value) ? value : journaled(value);
}

function* wrappedAll<T>(values: Iterable<T>): Generator<T> {
  for (const value of values) yield wrapped(value);
}

const collectionMethods = (target: Map<unknown, unknown> | Set<unknown>) => ({
  get: (key: unknown) => wrapped((target as Map<unknown, unknown>).get(raw(key))),
  has: (key: unknown) => target.has(raw(key)),
  set: (key: unknown, value: unknown) => {
    save(target);
    (target as Map<unknown, unknown>).set(raw(key), stored(value));
    return journaled(target);
  },
  add: (value: unknown) => {
    save(target);
    (target as Set<unknown>).add(stored(value));
    return journaled(target);
  },
  delete: (key: unknown) => {
    if (target.has(raw(key))) save(target);
    return target.delete(raw(key));
  },
  clear: () => {
    save(target);
    target.clear();
  },
  values: () => wrappedAll(target.values()),
  keys: () => target.keys(),
  entries: () =>
    (function* () {
      for (const [key, value] of target.entries()) yield [key, wrapped(value)];
    })(),
  forEach: (each: (value: unknown, key: unknown, collection: unknown) => void) => {
    for (const [key, value] of target.entries()) each(wrapped(value), key, journaled(target));
  },
  [Symbol.iterator]: () =>
    target instanceof Map
      ? collectionMethods(target).entries()
      : wrappedAll((target as Set<unknown>).values()),
});

const searches = new Set(['includes', 'indexOf', 'lastIndexOf']);
type Walk = 'find' | 'findIndex' | 'findLast' | 'some' | 'every' | 'filter' | 'map' | 'forEach';
const walks = new Set<string>([
  'find',
  'findIndex',
  'findLast',
  'some',
  'every',
  'filter',
  'map',
  'forEach',
]);

/** `array[name]` run on the array itself, its callback given wrapped items, its result wrapped. */
function walkOf(array: unknown[], name: Walk) {
  const method = array[name] as (
    each: (item: unknown, index: number) => unknown,
    thisArg?: unknown,
  ) => unknown;
  return (each: (item: unknown, index: number, all: unknown[]) => unknown, thisArg?: unknown) => {
    const all = journaled(array);
    const result = method.call(array, (item, index) =>
      each.call(thisArg, wrapped(item), index, all),
    );
    if (name === 'filter') return (result as unknown[]).map(wrapped);
    return name === 'find' || name === 'findLast' ? wrapped(result) : result;
  };
}

const methodsOf = new WeakMap<object, ReturnType<typeof collectionMethods>>();

/**
 * `root` journaled: outside a journaled call it reads and writes as the object itself; inside one,
 * every change to it or to what it holds can be undone by `rollback`.
 */
export function journaled<T extends object>(root: T): T {
  const known = wrappers.get(root);
  if (known) return known as T;
  const target = root as object;
  const collection = target instanceof Map || target instanceof Set;
  const proxy = new Proxy(target, {
    get(object, key) {
      if (collection) {
        if (key === 'size') return (object as Map<unknown, unknown>).size;
        let methods = methodsOf.get(object);
        if (!methods) {
          methods = collectionMethods(object as Map<unknown, unknown>);
          methodsOf.set(object, methods);
        }
        if (key in methods) return methods[key as keyof typeof methods];
        const value = Reflect.get(object, key, object);
        return typeof value === 'function' ? value.bind(object) : value;
      }
      // A search that hands back no item reads the array itself: through the proxy, includes() on
      // a test's thousands of assignees cost a trap per item.
      if (Array.isArray(object) && typeof key === 'string') {
        if (searches.has(key)) {
          const search = (object as unknown[])[key as 'includes'] as (...a: unknown[]) => unknown;
          return (item: unknown, from?: number) => search.call(object, raw(item), from);
        }
        // A walk runs natively over the array and hands each item wrapped: a trap per index made
        // finding one attempt among thousands the stub's slowest step.
        if (walks.has(key)) return walkOf(object, key as Walk);
      }
      return wrapped(Reflect.get(object, key));
    },
    set(object, key, value) {
      save(object);
      return Reflect.set(object, key, stored(value));
    },
    deleteProperty(object, key) {
      save(object);
      return Reflect.deleteProperty(object, key);
    },
    defineProperty(object, key, descriptor) {
      save(object);
      const clean =
        'value' in descriptor ? { ...descriptor, value: stored(descriptor.value) } : descriptor;
      return Reflect.defineProperty(object, key, clean);
    },
  });
  wrappers.set(target, proxy);
  targets.set(proxy, target);
  return proxy as T;
}

/**
 * Runs `call` with a journal of its own; `rollback` puts back everything the call changed in
 * journaled objects, newest first.
 */
export async function withJournal<T>(
  call: () => T | Promise<T>,
): Promise<{ result: T; rollback: Restore }> {
  const journal: Journal = { saved: new WeakSet(), restores: [] };
  const rollback = () => {
    for (const restore of journal.restores.reverse()) restore();
    journal.restores = [];
  };
  try {
    return { result: await current.run(journal, call), rollback };
  } catch (error) {
    rollback();
    throw error;
  }
}
