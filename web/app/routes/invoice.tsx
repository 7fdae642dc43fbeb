import { InvoicePage } from '../../features/demo/invoice/components/invoice-page.tsx';

/** /pages/invoice: the demo template's printable invoice (D18). */
export function Component() {
  return <InvoicePage />;
}
