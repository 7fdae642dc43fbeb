import { OrdersList } from '../../features/demo/e-commerce/components/orders-list.tsx';

/** /apps/e-commerce/orders: the demo store's orders (D18). */
export function Component() {
  return <OrdersList />;
}
