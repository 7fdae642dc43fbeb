import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '#openapi/demo/e-commerce.ts';
import * as shopRoutes from '#openapi/routes/demo-e-commerce.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { getProductQueryOptions } from './get-product.ts';
import { getProductsQueryOptions } from './get-products.ts';

/** POST /e-commerce-app/product/save: the whole product; replaces its id, else is appended. */
export function saveProduct(product: Product) {
  return callApi(shopRoutes.saveShopProduct, { body: product });
}

/** Saves a product; pending until the list is refetched, so the list shows it on success. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: (answer) => {
      queryClient.setQueryData(getProductQueryOptions(answer.body.id).queryKey, answer);
      return queryClient.invalidateQueries({ queryKey: getProductsQueryOptions().queryKey });
    },
  });
}
