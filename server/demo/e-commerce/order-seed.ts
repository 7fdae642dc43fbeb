import type {
  Carrier,
  Order,
  OrderCustomer,
  OrderStatus,
  PaymentMethod,
  Product,
} from '#openapi/demo/e-commerce.ts';

// The template's 20 sample orders (seed appendix), placed at the campus store: every one of the 14
// order statuses appears, each order's history is newest first, dates are yyyy/MM/dd HH:mm:ss.

/** The template's 14 order statuses, by number (seed appendix). */
export const orderStatuses: Readonly<Record<number, string>> = {
  1: 'Awaiting check payment',
  2: 'Payment accepted',
  3: 'Preparing the order',
  4: 'Shipped',
  5: 'Delivered',
  6: 'Canceled',
  7: 'Refunded',
  8: 'Payment error',
  9: 'On pre-order (paid)',
  10: 'Awaiting bank wire payment',
  11: 'Awaiting PayPal payment',
  12: 'Remote payment accepted',
  13: 'On pre-order (not paid)',
  14: 'Awaiting Cash-on-delivery payment',
};

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

const pad = (value: number) => String(value).padStart(2, '0');

/** A time as the template writes it, `yyyy/MM/dd HH:mm:ss`, in UTC. */
export function shopDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

type Person = [
  firstName: string,
  lastName: string,
  company: string,
  jobTitle: string,
  city: string,
];

const people: Person[] = [
  ['Karthik', 'Subramanian', 'Kaveri Institute of Technology', 'Student', 'Coimbatore'],
  ['Ananya', 'Iyer', 'Kaveri Institute of Technology', 'Student', 'Chennai'],
  ['Lakshmi', 'Narayanan', 'Kaveri Institute of Technology', 'Placement Officer', 'Madurai'],
  ['Ravi', 'Chandran', 'Nilgiri Software', 'HR Manager', 'Bengaluru'],
  ['Sneha', 'Pillai', 'Nilgiri Software', 'Recruiter', 'Kochi'],
  ['Farhan', 'Qureshi', 'Deccan College', 'Student', 'Hyderabad'],
  ['Divya', 'Menon', 'Malabar Engineering College', 'Student', 'Kozhikode'],
];

const cities: Record<string, [lat: number, lng: number]> = {
  Coimbatore: [11.0168, 76.9558],
  Chennai: [13.0827, 80.2707],
  Madurai: [9.9252, 78.1198],
  Bengaluru: [12.9716, 77.5946],
  Kochi: [9.9312, 76.2673],
  Hyderabad: [17.385, 78.4867],
  Kozhikode: [11.2588, 75.7804],
};

function customerOf(index: number): OrderCustomer {
  const [firstName, lastName, company, jobTitle, city] = people[index % people.length] as Person;
  const [lat, lng] = cities[city] as [number, number];
  const address = { address: `${12 + index} Anna Salai, ${city}`, lat, lng };
  return {
    id: String((index % people.length) + 1),
    firstName,
    lastName,
    company,
    jobTitle,
    email: `${firstName}.${lastName}@example.com`.toLowerCase(),
    phone: `+91 98${String(4_000_000 + index * 7_919).padStart(8, '0')}`,
    invoiceAddress: address,
    shippingAddress: address,
  };
}

/** Each order's statuses, oldest first, and how it was paid; together they use all 14 statuses. */
const histories: [statuses: number[], method: PaymentMethod][] = [
  [[1, 2, 3, 4, 5], 'Check'],
  [[10, 2, 3, 4], 'Bank-wire'],
  [[11, 2, 3], 'PayPal'],
  [[14], 'Check'],
  [[12, 3, 4, 5], 'Credit Card'],
  [[8], 'Credit Card'],
  [[13], 'Bank-wire'],
  [[9], 'Credit Card'],
  [[2, 6], 'PayPal'],
  [[2, 3, 4, 5, 7], 'Credit Card'],
  [[1], 'Check'],
  [[10], 'Bank-wire'],
  [[11], 'PayPal'],
  [[12, 3], 'Credit Card'],
  [[2, 3, 4, 5], 'PayPal'],
  [[12, 3, 4], 'Credit Card'],
  [[10, 2], 'Bank-wire'],
  [[1, 2, 3, 4, 5], 'Check'],
  [[11, 2, 6], 'PayPal'],
  [[12, 3, 4, 5], 'Credit Card'],
];

const carriers: Carrier[] = ['TNT', 'USPS', 'FedEx'];

/** An 8-digit hexadecimal code, the same for the same number (references, transaction ids). */
const codeOf = (value: number) => ((value * 2_654_435_761) >>> 0).toString(16).padStart(8, '0');

/** The 20 sample orders of the products, dated back from `now`, ids '1' to '20'. */
export function seedOrders(now: number, products: Product[]): Order[] {
  const start = Math.floor(now / 1000) * 1000;
  return histories.map(([statusIds, method], index) => {
    const placed = start - (60 - index * 3) * day + (index % 9) * hour + index * 7 * minute;
    const lines = [0, 1, 2].slice(0, (index % 3) + 1).map((line) => {
      const product = products[(index * 3 + line * 7) % products.length] as Product;
      const quantity = ((index + line) % 3) + 1;
      return {
        id: product.id,
        name: product.name,
        price: product.priceTaxExcl,
        quantity,
        total: round2(product.priceTaxExcl * quantity),
        image: product.images[0]?.url ?? '',
      };
    });
    const subtotal = round2(lines.reduce((sum, line) => sum + line.total, 0));
    const tax = round2(subtotal * 0.1);
    const discount = index % 4 === 0 ? round2(subtotal * 0.05) : 0;
    const total = round2(subtotal + tax - discount);
    const status: OrderStatus[] = statusIds
      .map((id, step) => ({
        id,
        name: orderStatuses[id] as string,
        date: shopDate(placed + step * 26 * hour),
      }))
      .reverse();
    const shipped = statusIds.includes(4);
    const weight = round2(lines.reduce((sum, line) => sum + line.quantity * 0.4, 0));
    return {
      id: String(index + 1),
      reference: codeOf(index + 101),
      subtotal,
      tax,
      discount,
      total,
      date: shopDate(placed),
      customer: customerOf(index),
      products: lines,
      status,
      payment: {
        transactionId: codeOf(index + 501),
        amount: total,
        method,
        date: shopDate(placed + 5 * minute),
      },
      shippingDetails: [
        {
          tracking: shipped ? `CR${codeOf(index + 901).toUpperCase()}IN` : '',
          carrier: carriers[index % carriers.length] as Carrier,
          weight,
          fee: 3 + (index % 3) * 2,
          date: shopDate(placed + (shipped ? statusIds.indexOf(4) * 26 * hour : 0)),
        },
      ],
    };
  });
}
