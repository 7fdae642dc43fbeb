import { queryOptions, useQuery } from '@tanstack/react-query';
import * as shopRoutes from '#openapi/routes/demo-e-commerce.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { isMissing } from '../../../../shared/api/api-error.ts';

/** GET /e-commerce-app/order?orderId: one order with its history, payment and shipping. */
export function getOrder(orderId: string) {
  return callApi(shopRoutes.shopOrder, { query: { orderId } });
}

export const getOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['demo', 'e-commerce', 'order', orderId],
    queryFn: () => getOrder(orderId),
    // An unknown id stays unknown; a lost answer might come the second time.
    retry: (failures, error) => !isMissing(error) && failures < 1,
  });

export function useOrder(orderId: string) {
  return useQuery(getOrderQueryOptions(orderId));
}
