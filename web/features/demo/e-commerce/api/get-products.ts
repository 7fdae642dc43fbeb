import { queryOptions, useQuery } from '@tanstack/react-query';
import * as shopRoutes from '#openapi/routes/demo-e-commerce.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';

/** GET /e-commerce-app/products: every product of the demo store. */
export function getProducts() {
  return callApi(shopRoutes.shopProducts);
}

export const getProductsQueryOptions = () =>
  queryOptions({ queryKey: ['demo', 'e-commerce', 'products'], queryFn: getProducts });

export function useProducts() {
  return useQuery(getProductsQueryOptions());
}
