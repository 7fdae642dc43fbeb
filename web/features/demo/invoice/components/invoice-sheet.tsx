import { useTranslation } from 'react-i18next';
import type { Invoice, InvoiceParty } from '#openapi/demo/invoice.ts';
import { formatMoney } from '../../../../shared/intl/format-money.ts';
import { formatCalendarDate } from '../../../../shared/time/format-date.ts';

function Party({ heading, party }: { heading: string; party: InvoiceParty }) {
  return (
    <address className="invoice-party">
      <span className="invoice-label">{heading}</span>
      <strong>{party.title}</strong>
      <span>{party.address}</span>
      <span>{party.phone}</span>
      <span>{party.email}</span>
    </address>
  );
}

/** The invoice as printed: who bills whom, when, for which services, and the totals. */
export function InvoiceSheet({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const day = (date: string) => formatCalendarDate(date, i18n.language);
  const totals: [string, string][] = [
    [t('demoInvoice.subtotal'), money(invoice.subtotal)],
    [t('demoInvoice.discount'), `− ${money(invoice.discount)}`],
    [t('demoInvoice.tax'), money(invoice.tax)],
  ];
  return (
    <article className="invoice-sheet" aria-label={t('demoInvoice.sheet')}>
      <div className="invoice-top">
        <Party heading={t('demoInvoice.from')} party={invoice.from} />
        <dl className="invoice-dates">
          <div>
            <dt>{t('demoInvoice.number')}</dt>
            <dd>{invoice.number}</dd>
          </div>
          <div>
            <dt>{t('demoInvoice.date')}</dt>
            <dd>{day(invoice.date)}</dd>
          </div>
          <div>
            <dt>{t('demoInvoice.dueDate')}</dt>
            <dd>{day(invoice.dueDate)}</dd>
          </div>
        </dl>
      </div>
      <Party heading={t('demoInvoice.client')} party={invoice.client} />
      <table className="invoice-services">
        <thead>
          <tr>
            <th scope="col">{t('demoInvoice.service')}</th>
            <th scope="col" className="invoice-unit-price">
              {t('demoInvoice.unitPrice')}
            </th>
            <th scope="col">{t('demoInvoice.quantity')}</th>
            <th scope="col">{t('demoInvoice.total')}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.services.map((service) => (
            <tr key={service.id}>
              <th scope="row">
                <span className="invoice-service-title">{service.title}</span>
                <span className="invoice-service-detail">{service.detail}</span>
              </th>
              <td className="invoice-unit-price">{money(service.unitPrice)}</td>
              <td>
                {service.quantity} {service.unit}
                {/* Where the unit price column is left out (narrow phones), it shows here. */}
                <span className="invoice-per-unit">
                  {t('demoInvoice.perUnit', { price: money(service.unitPrice) })}
                </span>
              </td>
              <td>{money(service.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="invoice-totals">
        {totals.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="invoice-grand-total">
          <dt>{t('demoInvoice.grandTotal')}</dt>
          <dd>{money(invoice.total)}</dd>
        </div>
      </dl>
      <p className="invoice-thanks">{t('demoInvoice.thanks')}</p>
    </article>
  );
}
