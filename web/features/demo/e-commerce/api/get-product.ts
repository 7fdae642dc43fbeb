import { queryOptions, useQuery } from '@tanstack/react-query';
import * as shopRoutes from '#openapi/routes/demo-e-commerce.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { isMissing } from '../../../../shared/api/api-error.ts';

/** GET /e-commerce-app/product?productId: one product. */
export function getProduct(productId: string) {
  return callApi(shopRoutes.shopProduct, { query: { productId } });
}

export const getProductQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['demo', 'e-commerce', 'product', productId],
    queryFn: () => getProduct(productId),
    // An unknown id stays unknown; a lost answer might come the second time.
    retry: (failures, error) => !isMissing(error) && failures < 1,
  });

export function useProduct(productId: string | null) {
  return useQuery({ ...getProductQueryOptions(productId ?? ''), enabled: productId !== null });
}
