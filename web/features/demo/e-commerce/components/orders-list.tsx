import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '#openapi/demo/e-commerce.ts';
import { errorMessage } from '../../../../shared/api/error-message.ts';
import { formatMoney } from '../../../../shared/intl/format-money.ts';
import { links } from '../../../../shared/routing/paths.ts';
import { toast } from '../../../../shared/ui/toast.ts';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title.ts';
import { useDrawnAnswer } from '../../../../shared/ui/use-drawn-answer.ts';
import { type DemoColumn, DemoTable } from '../../shared/demo-table.tsx';
import { useOrders } from '../api/get-orders.ts';
import { useRemoveOrders } from '../api/remove-orders.ts';
import { formatShopDate } from '../shop-format.ts';
import { OrderStatusTag } from './order-status-tag.tsx';
import { ShopPageHeader } from './shop-page-header.tsx';
import { ShopSearch } from './shop-search.tsx';
import './shop.css';

const customerName = (order: Order) => `${order.customer.firstName} ${order.customer.lastName}`;

/** Whether the order's reference, customer, payment method or current status holds the words. */
const matches = (order: Order, query: string) =>
  [order.reference, customerName(order), order.payment.method, order.status[0]?.name ?? ''].some(
    (text) => text.toLowerCase().includes(query),
  );

/**
 * The demo store's orders (seed appendix, D18): search, sort and pages, and removing the selected
 * ones; a reference opens the order.
 */
export function OrdersList() {
  const { t, i18n } = useTranslation();
  const title = t('demoECommerce.orders.title');
  useDocumentTitle(title);
  const { data, error, isPending } = useOrders();
  const { shown, loading } = useDrawnAnswer(data, isPending);
  const remove = useRemoveOrders();
  const [search, setSearch] = useState('');

  const query = search.trim().toLowerCase();
  const orders = (shown?.body ?? []).filter((order) => matches(order, query));

  const removeSelected = (orderIds: string[], done: () => void) =>
    remove.mutate(orderIds, {
      onSuccess: () => {
        done();
        toast.success(t('demoECommerce.orders.removed', { count: orderIds.length }));
      },
      onError: (failure) => toast.error(errorMessage(failure, t)),
    });

  const columns: DemoColumn<Order>[] = [
    {
      key: 'id',
      title: t('demoECommerce.orders.id'),
      from: 'md',
      sorter: (a, b) => Number(a.id) - Number(b.id) || a.id.localeCompare(b.id),
      render: (order) => order.id,
    },
    {
      key: 'reference',
      title: t('demoECommerce.orders.reference'),
      sorter: (a, b) => a.reference.localeCompare(b.reference),
      render: (order) => (
        <Link className="shop-link" to={links.eCommerceOrder(order.id)}>
          {order.reference}
        </Link>
      ),
    },
    {
      key: 'customer',
      title: t('demoECommerce.orders.customer'),
      from: 'sm',
      sorter: (a, b) => customerName(a).localeCompare(customerName(b)),
      render: (order) => customerName(order),
    },
    {
      key: 'total',
      title: t('demoECommerce.orders.total'),
      align: 'end',
      // On a phone the reference and the status fill the width; the order shows its total.
      from: 'sm',
      sorter: (a, b) => a.total - b.total,
      render: (order) => formatMoney(order.total, i18n.language),
    },
    {
      key: 'payment',
      title: t('demoECommerce.orders.payment'),
      from: 'lg',
      sorter: (a, b) => a.payment.method.localeCompare(b.payment.method),
      render: (order) => order.payment.method,
    },
    {
      key: 'status',
      title: t('demoECommerce.orders.status'),
      sorter: (a, b) => (a.status[0]?.name ?? '').localeCompare(b.status[0]?.name ?? ''),
      render: (order) => <OrderStatusTag status={order.status[0]} />,
    },
    {
      key: 'date',
      title: t('demoECommerce.orders.date'),
      from: 'md',
      defaultSort: 'descending',
      // yyyy/MM/dd HH:mm:ss sorts as text in time order.
      sorter: (a, b) => a.date.localeCompare(b.date),
      render: (order) => formatShopDate(order.date, i18n.language),
    },
  ];

  return (
    <section className="shop-page" aria-labelledby="page-title">
      <ShopPageHeader title={title}>
        <ShopSearch label={t('demoECommerce.orders.search')} value={search} onChange={setSearch} />
      </ShopPageHeader>
      {error ? (
        <p role="alert">{errorMessage(error, t)}</p>
      ) : (
        <DemoTable<Order>
          rows={orders}
          columns={columns}
          loading={loading}
          emptyText={t('demoECommerce.orders.empty')}
          pick={{
            selectLabel: (order) =>
              t('demoECommerce.orders.select', { reference: order.reference }),
            removeLabel: (count) => t('demoECommerce.orders.removeSelected', { count }),
            removing: remove.isPending,
            onRemove: removeSelected,
          }}
        />
      )}
    </section>
  );
}
