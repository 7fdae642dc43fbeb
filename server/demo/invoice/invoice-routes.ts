import { Hono } from 'hono';
import type { Invoice } from '#openapi/demo/invoice.ts';
import { InvoiceOps } from '#openapi/operations/demo/invoice.ts';
import { route } from '../../contract/route.ts';

/** The invoices the demo holds; `reset()` swaps in a fresh copy of the seed. */
export type InvoiceBook = { invoices: Invoice[] };

/** The invoice page's call (seed appendix, D18). */
export function createInvoiceRoutes(book: InvoiceBook) {
  const app = new Hono();
  route(app, InvoiceOps.invoice, ({ query: { id }, refuse }) => {
    const invoice = book.invoices.find((item) => item.id === id);
    return invoice ? { message: 'Invoice', body: invoice } : refuse('INVOICE_NOT_FOUND');
  });
  return app;
}
