import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../../shared/api/error-message.ts';
import { AppButton } from '../../../../shared/ui/app-button.tsx';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title.ts';
import { useInvoice } from '../api/get-invoice.ts';
import { InvoiceSheet } from './invoice-sheet.tsx';
import './invoice.css';
import { LoadingNote } from '../../../../shared/ui/loading-note.tsx';

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

  let content = <LoadingNote className="invoice-note" />;
  if (error) content = <p role="alert">{errorMessage(error, t)}</p>;
  else if (invoice) content = <InvoiceSheet invoice={invoice} />;

  return (
    <section className="invoice-page" aria-labelledby="page-title">
      <header className="invoice-page-header">
        <h1 id="page-title" className="invoice-page-title">
          {title}
        </h1>
        <AppButton className="invoice-print" disabled={!invoice} onClick={() => window.print()}>
          <PrinterOutlined aria-hidden /> {t('demoInvoice.print')}
        </AppButton>
      </header>
      {content}
    </section>
  );
}
