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

/** The store's own object behind a journaled one, so the store never holds a wrapper. */
const raw = <T>(value: T): T =>
  ((typeof value === 'object' && value !== null && targets.get(value)) || value) as T;

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
const wrapped = <T>(value: T): T =>
  current.getStore() && journalable(value) ? (journaled(value) as T) : value;

function* wrappedAll<T>(values: Iterable<T>): Generator<T> {
  for (const value of values) yield wrapped(value);
}

const collectionMethods = (target: Map<unknown, unknown> | Set<unknown>) => ({
  get: (key: unknown) => wrapped((target as Map<unknown, unknown>).get(raw(key))),
  has: (key: unknown) => target.has(raw(key)),
  set: (key: unknown, value: unknown) => {
    save(target);
    (target as Map<unknown, unknown>).set(raw(key), raw(value));
    return journaled(target);
  },
  add: (value: unknown) => {
    save(target);
    (target as Set<unknown>).add(raw(value));
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
      return wrapped(Reflect.get(object, key));
    },
    set(object, key, value) {
      save(object);
      return Reflect.set(object, key, raw(value));
    },
    deleteProperty(object, key) {
      save(object);
      return Reflect.deleteProperty(object, key);
    },
    defineProperty(object, key, descriptor) {
      save(object);
      return Reflect.defineProperty(object, key, descriptor);
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
