import { InvoiceQuery, InvoiceResponse } from '../../demo/invoice.ts';
import { refusalsOf } from '../../refusals.ts';

/** The invoice page's refusals by code, shared by the demo stubs and the contract. */
export const InvoiceRefusals = {
  INVOICE_NOT_FOUND: 'Invoice not found',
} as const;

export const InvoiceOps = {
  invoice: {
    operationId: 'invoice',
    method: 'get',
    path: '/invoices/get-invoice',
    tag: 'demo',
    summary: 'One invoice of the demo template, with its services and totals',
    auth: false,
    query: InvoiceQuery,
    response: InvoiceResponse,
    refusals: refusalsOf(InvoiceRefusals, 'INVOICE_NOT_FOUND'),
    // An unknown id is a 404 (issue 31).
    refusalStatus: { INVOICE_NOT_FOUND: 404 },
  },
} as const;
