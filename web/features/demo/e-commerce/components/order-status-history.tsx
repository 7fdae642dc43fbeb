import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '#openapi/demo/e-commerce.ts';
import { formatShopDate, instantOfShopDate } from '../shop-format.ts';
import { OrderStatusTag } from './order-status-tag.tsx';

/** The order's statuses, newest first, as the server sends them. */
export function OrderStatusHistory({ statuses }: { statuses: readonly OrderStatus[] }) {
  const { i18n } = useTranslation();
  return (
    <ol className="order-history">
      {statuses.map((status) => (
        <li key={`${status.id}-${status.date}`}>
          <OrderStatusTag status={status} />
          <time dateTime={instantOfShopDate(status.date)}>
            {formatShopDate(status.date, i18n.language)}
          </time>
        </li>
      ))}
    </ol>
  );
}
