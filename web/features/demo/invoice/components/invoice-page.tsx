import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../../shared/api/error-message.ts';
import { Button } from '../../../../shared/ui/antd.ts';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title.ts';
import { useInvoice } from '../api/get-invoice.ts';
import { InvoiceSheet } from './invoice-sheet.tsx';
import './invoice.css';

/** The invoice the page opens without an `?id=`: the template's first sample. */
export const FIRST_INVOICE = 'INV-2025-0042';

/** /pages/invoice?id=: the demo template's printable invoice (seed appendix, D18). */
export function InvoicePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('id') || FIRST_INVOICE;
  const { data, error } = useInvoice(id);
  const invoice = data?.body;
  const title = t('demoInvoice.title', { number: invoice?.number ?? id });
  useDocumentTitle(title);

  let content = <p className="invoice-note">{t('common.loading')}</p>;
  if (error) content = <p role="alert">{errorMessage(error, t)}</p>;
  else if (invoice) content = <InvoiceSheet invoice={invoice} />;

  return (
    <section className="invoice-page" aria-labelledby="page-title">
      <header className="invoice-page-header">
        <h1 id="page-title" className="invoice-page-title">
          {title}
        </h1>
        <Button
          className="invoice-print"
          icon={<PrinterOutlined aria-hidden />}
          disabled={!invoice}
          onClick={() => window.print()}
        >
          {t('demoInvoice.print')}
        </Button>
      </header>
      {content}
    </section>
  );
}
