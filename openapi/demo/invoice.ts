import Type, { type Static } from 'typebox';
import { Envelope } from '../envelope.ts';
import { Email } from '../fields.ts';

// The invoice page of the demo template (seed appendix, D18), answered by server/demo/invoice/ when
// the demo stubs are on. Sample data, in English (D17).

const ShortText = Type.String({ maxLength: 200 });
const Amount = Type.Number({ minimum: 0, description: 'Rupees' });
/** A calendar day, `yyyy-MM-dd`. */
const Day = Type.String({ format: 'date' });

export const InvoiceParty = Type.Object({
  title: ShortText,
  address: ShortText,
  phone: ShortText,
  email: Email,
});
export type InvoiceParty = Static<typeof InvoiceParty>;

export const InvoiceService = Type.Object({
  id: Type.String(),
  title: ShortText,
  detail: Type.String({ maxLength: 1000 }),
  unit: Type.String({ maxLength: 40, description: 'What the quantity counts, e.g. "Hour"' }),
  unitPrice: Amount,
  quantity: Type.Number({ minimum: 0 }),
  total: Amount,
});
export type InvoiceService = Static<typeof InvoiceService>;

export const Invoice = Type.Object({
  id: Type.String(),
  from: InvoiceParty,
  client: InvoiceParty,
  number: ShortText,
  date: Day,
  dueDate: Day,
  services: Type.Array(InvoiceService),
  subtotal: Amount,
  tax: Amount,
  discount: Amount,
  total: Amount,
});
export type Invoice = Static<typeof Invoice>;

export const InvoiceQuery = Type.Object(
  {
    id: Type.String({
      minLength: 1,
      maxLength: 40,
      pattern: '^[A-Za-z0-9-]+$',
      errorMessage: 'must be 1 to 40 letters, digits or hyphens',
    }),
  },
  { examples: [{ id: 'INV-2025-0042' }] },
);
export type InvoiceQuery = Static<typeof InvoiceQuery>;

export const InvoiceResponse = Envelope(Invoice);
export type InvoiceResponse = Static<typeof InvoiceResponse>;
