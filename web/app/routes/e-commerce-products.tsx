import { ProductsList } from '../../features/demo/e-commerce/components/products-list.tsx';

/** /apps/e-commerce/products: the demo store's products (D18). */
export function Component() {
  return <ProductsList />;
}
