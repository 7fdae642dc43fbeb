import type { OrderStatus } from '#openapi/demo/e-commerce.ts';
import { Tag } from '../../../../shared/ui/tag.tsx';
import { statusColour } from '../shop-format.ts';

/** An order status by its name (demo data, in English: D17), coloured by how it stands. */
export function OrderStatusTag({ status }: { status: OrderStatus | undefined }) {
  if (!status) return null;
  return <Tag tone={statusColour(status.id)}>{status.name}</Tag>;
}
