import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '#openapi/demo/e-commerce.ts';
import { formatMoney } from '../../../../shared/intl/format-money.ts';
import { links } from '../../../../shared/routing/paths.ts';

/** The order's lines and its totals; a product's name opens it in the editor. */
export function OrderProducts({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const totals: [string, number][] = [
    [t('demoECommerce.order.subtotal'), order.subtotal],
    [t('demoECommerce.order.tax'), order.tax],
    [t('demoECommerce.order.discount'), order.discount],
    [t('demoECommerce.order.total'), order.total],
  ];
  return (
    <table className="order-lines">
      <thead>
        <tr>
          <th scope="col">{t('demoECommerce.order.product')}</th>
          <th scope="col">{t('demoECommerce.order.price')}</th>
          <th scope="col">{t('demoECommerce.order.quantity')}</th>
          <th scope="col">{t('demoECommerce.order.lineTotal')}</th>
        </tr>
      </thead>
      <tbody>
        {order.products.map((line) => (
          <tr key={line.id}>
            <th scope="row">
              <Link className="shop-link" to={links.eCommerceProduct(line.id)}>
                {line.name}
              </Link>
            </th>
            <td>{money(line.price)}</td>
            <td>{line.quantity}</td>
            <td>{money(line.total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {totals.map(([label, amount]) => (
          <tr key={label}>
            <th scope="row" colSpan={3}>
              {label}
            </th>
            <td>{money(amount)}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}
