import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as shopRoutes from '#openapi/routes/demo-e-commerce.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { getOrdersQueryOptions } from './get-orders.ts';

/** POST /e-commerce-app/remove-orders: removes them all, or none when one is unknown. */
export function removeOrders(orderIds: string[]) {
  return callApi(shopRoutes.removeShopOrders, { body: { orderIds } });
}

/** Removes the orders; pending until the list is refetched without them. */
export function useRemoveOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeOrders,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getOrdersQueryOptions().queryKey }),
  });
}
