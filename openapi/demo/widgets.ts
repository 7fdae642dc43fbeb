import Type, { type Static } from 'typebox';
import { Envelope } from '../envelope.ts';

// The widgets of the demo template's subject (academy) dashboard and reports pages (seed appendix,
// D18, issue 31): figures and tables, drawn as cards and tables. Sample data, in English (D17).

export const FigureWidget = Type.Object({
  id: Type.String(),
  title: Type.String(),
  value: Type.Number(),
  unit: Type.Optional(Type.String({ description: 'e.g. "%" or "hours"' })),
  caption: Type.String(),
});
export type FigureWidget = Static<typeof FigureWidget>;

export const WidgetColumn = Type.Object({
  key: Type.String(),
  title: Type.String(),
  numeric: Type.Boolean({ description: 'Right-aligned and sorted as a number' }),
});
export type WidgetColumn = Static<typeof WidgetColumn>;

export const TableWidget = Type.Object({
  id: Type.String(),
  title: Type.String(),
  columns: Type.Array(WidgetColumn),
  rows: Type.Array(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
});
export type TableWidget = Static<typeof TableWidget>;

export const Widgets = Type.Object({
  figures: Type.Array(FigureWidget),
  tables: Type.Array(TableWidget),
});
export type Widgets = Static<typeof Widgets>;

export const WidgetsResponse = Envelope(Widgets);
export type WidgetsResponse = Static<typeof WidgetsResponse>;
