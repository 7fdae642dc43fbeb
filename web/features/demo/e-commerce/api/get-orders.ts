import { queryOptions, useQuery } from '@tanstack/react-query';
import * as shopRoutes from '#openapi/routes/demo-e-commerce.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';

/** GET /e-commerce-app/orders: every order of the demo store. */
export function getOrders() {
  return callApi(shopRoutes.shopOrders);
}

export const getOrdersQueryOptions = () =>
  queryOptions({ queryKey: ['demo', 'e-commerce', 'orders'], queryFn: getOrders });

export function useOrders() {
  return useQuery(getOrdersQueryOptions());
}
