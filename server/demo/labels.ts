import type { CreateLabelRequest, DemoLabel, UpdateLabelRequest } from '#openapi/demo/todo.ts';
import { nextId } from './next-id.ts';

// The label operations the to-do and notes apps share: the same rules over each app's own lists.

/** An app's labels and the items that carry them by id. */
export type LabelledStore = { labels: DemoLabel[]; items: () => { labels: number[] }[] };

export function addLabel(store: LabelledStore, request: CreateLabelRequest): DemoLabel {
  const label = { id: nextId(store.labels), ...request };
  store.labels.push(label);
  return label;
}

/** The changed label, or undefined when there is none with that id. */
export function changeLabel(store: LabelledStore, request: UpdateLabelRequest) {
  const label = store.labels.find((item) => item.id === request.id);
  if (label) Object.assign(label, request);
  return label;
}

/** Deletes the label and takes it off every item; false when there is none with that id. */
export function dropLabel(store: LabelledStore, id: number): boolean {
  const index = store.labels.findIndex((item) => item.id === id);
  if (index === -1) return false;
  store.labels.splice(index, 1);
  for (const item of store.items()) item.labels = item.labels.filter((label) => label !== id);
  return true;
}

/** The ids in `labels` that name no label of the store (a 400 names the field). */
export const unknownLabels = (store: LabelledStore, labels: readonly number[] | undefined) =>
  (labels ?? []).filter((id) => !store.labels.some((label) => label.id === id));
