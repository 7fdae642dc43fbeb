/** The next id of a list: one past the largest, so an id is not reused while the demo runs. */
export const nextId = (list: readonly { id: number }[]) =>
  list.reduce((largest, item) => Math.max(largest, item.id), 0) + 1;
