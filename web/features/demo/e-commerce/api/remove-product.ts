import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as shopRoutes from '#openapi/routes/demo-e-commerce.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { getProductQueryOptions } from './get-product.ts';
import { getProductsQueryOptions } from './get-products.ts';

/** POST /e-commerce-app/remove-product: removes one product. */
export function removeProduct(id: string) {
  return callApi(shopRoutes.removeShopProduct, { body: { id } });
}

/** Removes the product the editor shows; pending until the list is refetched without it. */
export function useRemoveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProduct,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: getProductQueryOptions(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: getProductsQueryOptions().queryKey });
    },
  });
}
