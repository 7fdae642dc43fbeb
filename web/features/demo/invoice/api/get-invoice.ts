import { queryOptions, useQuery } from '@tanstack/react-query';
import * as invoiceRoutes from '#openapi/routes/demo-invoice.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { isMissing } from '../../../../shared/api/api-error.ts';

/** GET /invoices/get-invoice?id: one invoice with its services and totals. */
export function getInvoice(id: string) {
  return callApi(invoiceRoutes.invoice, { query: { id } });
}

export const getInvoiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['demo', 'invoice', id],
    queryFn: () => getInvoice(id),
    // An unknown id stays unknown; a lost answer might come the second time.
    retry: (failures, error) => !isMissing(error) && failures < 1,
  });

export function useInvoice(id: string) {
  return useQuery(getInvoiceQueryOptions(id));
}
