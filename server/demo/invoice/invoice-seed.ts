import type { Invoice, InvoiceParty, InvoiceService } from '#openapi/demo/invoice.ts';

// The template's sample invoices (seed appendix), recast: a placement-services firm bills a company
// for a campus hiring season. Totals are worked out from the services, as an invoice's should be.

const day = 24 * 60 * 60 * 1000;

const from: InvoiceParty = {
  title: 'Campus Connect Services LLP',
  address: '4th Floor, Tidel Park, Rajiv Gandhi Salai, Chennai 600113',
  phone: '+91 44 4000 1234',
  email: 'billing@campusconnect.example.com',
};

const round2 = (value: number) => Math.round(value * 100) / 100;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type SeedService = Omit<InvoiceService, 'id' | 'total'>;

type SeedInvoice = {
  id: string;
  client: InvoiceParty;
  daysAgo: number;
  taxRate: number;
  discount: number;
  services: SeedService[];
};

const seed: SeedInvoice[] = [
  {
    id: 'INV-2025-0042',
    client: {
      title: 'Nilgiri Software Pvt Ltd',
      address: '22 Residency Road, Bengaluru 560025',
      phone: '+91 80 4111 2233',
      email: 'accounts@nilgiri.example.com',
    },
    daysAgo: 12,
    taxRate: 18,
    discount: 2500,
    services: [
      {
        title: 'Campus drive coordination',
        detail: 'Scheduling, hall booking and student communication for three partner institutes.',
        unit: 'Drive',
        unitPrice: 18_000,
        quantity: 3,
      },
      {
        title: 'Online aptitude assessment',
        detail: 'Proctored 60-minute aptitude test with a report per candidate.',
        unit: 'Candidate',
        unitPrice: 150,
        quantity: 412,
      },
      {
        title: 'Interview panel support',
        detail: 'On-site support for the technical and HR interview rounds.',
        unit: 'Day',
        unitPrice: 7500,
        quantity: 4,
      },
      {
        title: 'Offer letter processing',
        detail: 'Drafting, sending and tracking acceptance of offer letters.',
        unit: 'Offer',
        unitPrice: 400,
        quantity: 38,
      },
    ],
  },
  {
    id: 'INV-2025-0043',
    client: {
      title: 'Deccan Analytics Ltd',
      address: 'Plot 9, HITEC City, Hyderabad 500081',
      phone: '+91 40 4222 7788',
      email: 'finance@deccan-analytics.example.com',
    },
    daysAgo: 3,
    taxRate: 18,
    discount: 0,
    services: [
      {
        title: 'Pre-placement talk',
        detail: 'Talk and question session for final-year students, with recording.',
        unit: 'Session',
        unitPrice: 12_000,
        quantity: 2,
      },
      {
        title: 'Coding assessment',
        detail: 'Two-problem coding round with plagiarism checks.',
        unit: 'Candidate',
        unitPrice: 220,
        quantity: 185,
      },
    ],
  },
];

/** The sample invoices, dated back from `now`, fresh objects each call. */
export function seedInvoices(now: number): Invoice[] {
  return seed.map((item) => {
    const services = item.services.map((service, index) => ({
      id: String(index + 1),
      ...service,
      total: round2(service.unitPrice * service.quantity),
    }));
    const subtotal = round2(services.reduce((sum, service) => sum + service.total, 0));
    const tax = round2(((subtotal - item.discount) * item.taxRate) / 100);
    const issued = now - item.daysAgo * day;
    return {
      id: item.id,
      from,
      client: item.client,
      number: item.id,
      date: isoDay(issued),
      dueDate: isoDay(issued + 30 * day),
      services,
      subtotal,
      tax,
      discount: item.discount,
      total: round2(subtotal - item.discount + tax),
    };
  });
}
