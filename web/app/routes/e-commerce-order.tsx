import { useParams } from 'react-router';
import { OrderDetails } from '../../features/demo/e-commerce/components/order-details.tsx';

/** /apps/e-commerce/orders/:orderId: one order of the demo store (D18). */
export function Component() {
  const { orderId = '' } = useParams();
  return <OrderDetails orderId={orderId} />;
}
