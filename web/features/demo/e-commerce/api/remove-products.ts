import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as shopRoutes from '#openapi/routes/demo-e-commerce.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { getProductsQueryOptions } from './get-products.ts';

/** POST /e-commerce-app/remove-products: removes them all, or none when one is unknown. */
export function removeProducts(productIds: string[]) {
  return callApi(shopRoutes.removeShopProducts, { body: { productIds } });
}

/** Removes the products; pending until the list is refetched without them. */
export function useRemoveProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProducts,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getProductsQueryOptions().queryKey }),
  });
}
