import Type, { type Static } from 'typebox';
import { Envelope } from '../envelope.ts';
import { Id, Instant } from '../fields.ts';
import { labelColors } from './demo-values.ts';

// The to-do app of the demo template (seed appendix, D18). Remove is a soft delete: the item stays,
// marked deleted, and the page's "Deleted" filter shows it. Sample data in English (D17).

/** A seeded id as a parameter's example, so the contract's examples work against the demo stubs. */
export const SeededId = (id: number) => Type.Integer({ minimum: 1, examples: [id] });

const Title = Type.String({
  minLength: 1,
  maxLength: 200,
  errorMessage: 'must be 1 to 200 characters',
});
const Text = Type.String({ maxLength: 5000 });

/** A label of the to-do or notes app; its colour is one of a few names the page maps to a tag. */
export const LabelColor = Type.Enum(labelColors);
export const DemoLabel = Type.Object({ id: Id, title: Title, color: LabelColor });
export type DemoLabel = Static<typeof DemoLabel>;

export const Todo = Type.Object({
  id: Id,
  title: Title,
  notes: Text,
  dueDate: Type.Union([Instant, Type.Null()]),
  completed: Type.Boolean(),
  starred: Type.Boolean(),
  important: Type.Boolean(),
  deleted: Type.Boolean({ description: 'Removed (soft delete); kept for the Deleted filter' }),
  labels: Type.Array(Id, { description: 'Label ids' }),
});
export type Todo = Static<typeof Todo>;

export const TodosResponse = Envelope(Type.Array(Todo, { description: 'Deleted ones included' }));
export type TodosResponse = Static<typeof TodosResponse>;
export const TodoResponse = Envelope(Todo);
export type TodoResponse = Static<typeof TodoResponse>;

export const CreateTodoRequest = Type.Object({
  title: Title,
  notes: Type.Optional(Text),
  dueDate: Type.Optional(Type.Union([Instant, Type.Null()])),
  starred: Type.Optional(Type.Boolean()),
  important: Type.Optional(Type.Boolean()),
  labels: Type.Optional(Type.Array(Id, { examples: [[1]] })),
});
export type CreateTodoRequest = Static<typeof CreateTodoRequest>;

export const UpdateTodoRequest = Type.Object({
  id: SeededId(1),
  title: Type.Optional(Title),
  notes: Type.Optional(Text),
  dueDate: Type.Optional(Type.Union([Instant, Type.Null()])),
  completed: Type.Optional(Type.Boolean()),
  starred: Type.Optional(Type.Boolean()),
  important: Type.Optional(Type.Boolean()),
  labels: Type.Optional(Type.Array(Id, { examples: [[1, 2]] })),
});
export type UpdateTodoRequest = Static<typeof UpdateTodoRequest>;

export const TodoIdRequest = Type.Object({ id: SeededId(1) });
export type TodoIdRequest = Static<typeof TodoIdRequest>;

export const TodoLabelsResponse = Envelope(Type.Array(DemoLabel));
export type TodoLabelsResponse = Static<typeof TodoLabelsResponse>;
export const TodoLabelResponse = Envelope(DemoLabel);
export type TodoLabelResponse = Static<typeof TodoLabelResponse>;

export const CreateLabelRequest = Type.Object({ title: Title, color: LabelColor });
export type CreateLabelRequest = Static<typeof CreateLabelRequest>;
export const UpdateLabelRequest = Type.Object({
  id: SeededId(1),
  title: Type.Optional(Title),
  color: Type.Optional(LabelColor),
});
export type UpdateLabelRequest = Static<typeof UpdateLabelRequest>;
export const LabelIdRequest = Type.Object({ id: SeededId(1) });
export type LabelIdRequest = Static<typeof LabelIdRequest>;
export const RemovedIdResponse = Envelope(Type.Object({ id: Id }));
export type RemovedIdResponse = Static<typeof RemovedIdResponse>;

export { Text as DemoText, Title as DemoTitle };
