import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '#openapi/demo/e-commerce.ts';
import { errorMessage } from '../../../../shared/api/error-message.ts';
import { formatMoney } from '../../../../shared/intl/format-money.ts';
import { paths } from '../../../../shared/routing/paths.ts';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title.ts';
import { useOrder } from '../api/get-order.ts';
import { formatShopDate } from '../shop-format.ts';
import { OrderProducts } from './order-products.tsx';
import { OrderStatusHistory } from './order-status-history.tsx';
import { OrderStatusTag } from './order-status-tag.tsx';
import { ShopPageHeader } from './shop-page-header.tsx';
import './shop.css';
import { LoadingNote } from '../../../../shared/ui/loading-note.tsx';

/** A labelled list of facts, one `dt`/`dd` pair each. */
function Facts({ facts }: { facts: [label: string, value: string][] }) {
  return (
    <dl className="order-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function OrderBody({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const { customer, payment } = order;
  return (
    <div className="order-grid">
      <section className="shop-card" aria-labelledby="order-customer">
        <h2 id="order-customer">{t('demoECommerce.order.customer')}</h2>
        <Facts
          facts={[
            [t('demoECommerce.order.name'), `${customer.firstName} ${customer.lastName}`],
            [t('demoECommerce.order.company'), `${customer.jobTitle}, ${customer.company}`],
            [t('demoECommerce.order.email'), customer.email],
            [t('demoECommerce.order.phone'), customer.phone],
            [t('demoECommerce.order.shippingAddress'), customer.shippingAddress.address],
            [t('demoECommerce.order.invoiceAddress'), customer.invoiceAddress.address],
          ]}
        />
      </section>
      <section className="shop-card" aria-labelledby="order-history">
        <h2 id="order-history">{t('demoECommerce.order.history')}</h2>
        <OrderStatusHistory statuses={order.status} />
      </section>
      <section className="shop-card" aria-labelledby="order-payment">
        <h2 id="order-payment">{t('demoECommerce.order.payment')}</h2>
        <Facts
          facts={[
            [t('demoECommerce.order.transactionId'), payment.transactionId],
            [t('demoECommerce.order.method'), payment.method],
            [t('demoECommerce.order.amount'), money(payment.amount)],
            [t('demoECommerce.order.paidOn'), formatShopDate(payment.date, i18n.language)],
          ]}
        />
      </section>
      <section className="shop-card" aria-labelledby="order-shipping">
        <h2 id="order-shipping">{t('demoECommerce.order.shipping')}</h2>
        {order.shippingDetails.map((detail) => (
          <Facts
            key={`${detail.carrier}-${detail.date}`}
            facts={[
              [t('demoECommerce.order.carrier'), detail.carrier],
              [t('demoECommerce.order.tracking'), detail.tracking],
              [
                t('demoECommerce.order.weight'),
                t('demoECommerce.order.kilograms', { weight: detail.weight }),
              ],
              [t('demoECommerce.order.fee'), money(detail.fee)],
              [t('demoECommerce.order.shippedOn'), formatShopDate(detail.date, i18n.language)],
            ]}
          />
        ))}
      </section>
      <section className="shop-card order-products-card" aria-labelledby="order-products">
        <h2 id="order-products">{t('demoECommerce.order.products')}</h2>
        <OrderProducts order={order} />
      </section>
    </div>
  );
}

/** /apps/e-commerce/orders/:orderId: an order with its status history, payment, shipping and products. */
export function OrderDetails({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation();
  const { data, error } = useOrder(orderId);
  const order = data?.body;
  const title = order
    ? t('demoECommerce.order.title', { reference: order.reference })
    : t('demoECommerce.order.page');
  useDocumentTitle(title);

  let content = <LoadingNote className="shop-note" />;
  if (error) content = <p role="alert">{errorMessage(error, t)}</p>;
  else if (order) content = <OrderBody order={order} />;

  return (
    <section className="shop-page" aria-labelledby="page-title">
      <Link className="shop-back" to={paths.eCommerceOrders}>
        <ArrowLeftOutlined aria-hidden /> {t('demoECommerce.orders.title')}
      </Link>
      <ShopPageHeader title={title}>
        {order ? (
          <p className="order-summary">
            <OrderStatusTag status={order.status[0]} />
            {t('demoECommerce.order.placed', {
              date: formatShopDate(order.date, i18n.language),
            })}
          </p>
        ) : null}
      </ShopPageHeader>
      {content}
    </section>
  );
}
