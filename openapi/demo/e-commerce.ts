import Type, { type Static } from 'typebox';
import { Envelope } from '../envelope.ts';
import { Email } from '../fields.ts';
import { handlePattern, productLabelMaxLength, productLabelsMax } from './product-rules.ts';

// The e-commerce app of the demo template (seed appendix, D18): a campus store's products and
// orders, answered by server/demo/e-commerce/ when the demo stubs are on. Sample data, in English
// (D17). Field names are the template's, as the appendix lists them.

/**
 * A product's or an order's id: the template's string ids. The seed's are '1' to '20'; a new
 * product's is made by the editor (a UUID), so saving it appends.
 */
export const ShopId = Type.String({
  minLength: 1,
  maxLength: 40,
  pattern: '^[A-Za-z0-9-]+$',
  errorMessage: 'must be 1 to 40 letters, digits or hyphens',
});
export type ShopId = Static<typeof ShopId>;

/** A date and time as the template writes it: `yyyy/MM/dd HH:mm:ss` (UTC). */
export const ShopDate = Type.String({
  pattern: '^\\d{4}/\\d{2}/\\d{2} \\d{2}:\\d{2}:\\d{2}$',
  errorMessage: 'must be a date written yyyy/MM/dd HH:mm:ss',
});

/** An amount of money in rupees, to the paisa. */
export const Money = Type.Number({ minimum: 0, maximum: 10_000_000 });

const ShortText = Type.String({ maxLength: 200 });
const Label = Type.String({ minLength: 1, maxLength: productLabelMaxLength });
/** A size as the template writes it, with its unit: "22cm", "0.4kg". */
const Measure = Type.String({ maxLength: 20 });

export const ProductImage = Type.Object({
  id: ShopId,
  url: Type.String({
    maxLength: 300,
    pattern: '^(/assets/|https://)[^\\s"\'<>]*$',
    errorMessage: 'must be a path under /assets/ or an https address',
  }),
  type: Type.Literal('image'),
});
export type ProductImage = Static<typeof ProductImage>;

export const Product = Type.Object({
  id: ShopId,
  name: Type.String({ minLength: 1, maxLength: 120 }),
  handle: Type.String({
    minLength: 1,
    maxLength: 120,
    pattern: handlePattern,
    errorMessage: 'must be lowercase letters and digits joined by single hyphens',
  }),
  description: Type.String({ maxLength: 4000 }),
  categories: Type.Array(Label, { maxItems: productLabelsMax }),
  tags: Type.Array(Label, { maxItems: productLabelsMax }),
  featuredImageId: Type.String({
    maxLength: 40,
    description: "One of the images' ids, or empty when the product has no image",
  }),
  images: Type.Array(ProductImage, { maxItems: 20 }),
  priceTaxExcl: Money,
  priceTaxIncl: Money,
  taxRate: Type.Number({ minimum: 0, maximum: 100, description: 'Percent' }),
  comparedPrice: Money,
  quantity: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  sku: Type.String({ maxLength: 40 }),
  width: Measure,
  height: Measure,
  depth: Measure,
  weight: Measure,
  extraShippingFee: Money,
  active: Type.Boolean(),
});
export type Product = Static<typeof Product>;

export const ProductsResponse = Envelope(Type.Array(Product));
export type ProductsResponse = Static<typeof ProductsResponse>;

export const ProductQuery = Type.Object({ productId: ShopId }, { examples: [{ productId: '1' }] });
export type ProductQuery = Static<typeof ProductQuery>;

export const ProductResponse = Envelope(Product);
export type ProductResponse = Static<typeof ProductResponse>;

export const SaveProductResponse = Envelope(Product);
export type SaveProductResponse = Static<typeof SaveProductResponse>;

export const RemoveProductRequest = Type.Object({ id: ShopId }, { examples: [{ id: '20' }] });
export type RemoveProductRequest = Static<typeof RemoveProductRequest>;

export const RemoveProductResponse = Envelope(Type.Object({ id: ShopId }));
export type RemoveProductResponse = Static<typeof RemoveProductResponse>;

export const RemoveProductsRequest = Type.Object(
  { productIds: Type.Array(ShopId, { minItems: 1, maxItems: 100, uniqueItems: true }) },
  { examples: [{ productIds: ['18', '19'] }] },
);
export type RemoveProductsRequest = Static<typeof RemoveProductsRequest>;

export const RemoveProductsResponse = Envelope(Type.Object({ productIds: Type.Array(ShopId) }));
export type RemoveProductsResponse = Static<typeof RemoveProductsResponse>;

export const ShopAddress = Type.Object({
  address: ShortText,
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
});
export type ShopAddress = Static<typeof ShopAddress>;

export const OrderCustomer = Type.Object({
  id: ShopId,
  firstName: ShortText,
  lastName: ShortText,
  company: ShortText,
  jobTitle: ShortText,
  email: Email,
  phone: ShortText,
  invoiceAddress: ShopAddress,
  shippingAddress: ShopAddress,
});
export type OrderCustomer = Static<typeof OrderCustomer>;

/** A line of an order: the product as sold. */
export const OrderProduct = Type.Object({
  id: ShopId,
  name: ShortText,
  price: Money,
  quantity: Type.Integer({ minimum: 1 }),
  total: Money,
  image: Type.String(),
});
export type OrderProduct = Static<typeof OrderProduct>;

/** One of the template's 14 order statuses (seed appendix), by its number and name. */
export const OrderStatus = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 14 }),
  name: ShortText,
  date: ShopDate,
});
export type OrderStatus = Static<typeof OrderStatus>;

export const PaymentMethod = Type.Union([
  Type.Literal('Credit Card'),
  Type.Literal('Check'),
  Type.Literal('PayPal'),
  Type.Literal('Bank-wire'),
]);
export type PaymentMethod = Static<typeof PaymentMethod>;

export const OrderPayment = Type.Object({
  transactionId: ShortText,
  amount: Money,
  method: PaymentMethod,
  date: ShopDate,
});
export type OrderPayment = Static<typeof OrderPayment>;

export const Carrier = Type.Union([
  Type.Literal('TNT'),
  Type.Literal('USPS'),
  Type.Literal('FedEx'),
]);
export type Carrier = Static<typeof Carrier>;

export const ShippingDetail = Type.Object({
  tracking: Type.String({ description: 'Empty until the parcel is handed to the carrier' }),
  carrier: Carrier,
  weight: Type.Number({ minimum: 0, description: 'Kilograms' }),
  fee: Money,
  date: ShopDate,
});
export type ShippingDetail = Static<typeof ShippingDetail>;

export const Order = Type.Object({
  id: ShopId,
  reference: ShortText,
  subtotal: Money,
  tax: Money,
  discount: Money,
  total: Money,
  date: ShopDate,
  customer: OrderCustomer,
  products: Type.Array(OrderProduct),
  status: Type.Array(OrderStatus, { description: 'The status history, newest first' }),
  payment: OrderPayment,
  shippingDetails: Type.Array(ShippingDetail),
});
export type Order = Static<typeof Order>;

export const OrdersResponse = Envelope(Type.Array(Order));
export type OrdersResponse = Static<typeof OrdersResponse>;

export const OrderQuery = Type.Object({ orderId: ShopId }, { examples: [{ orderId: '1' }] });
export type OrderQuery = Static<typeof OrderQuery>;

export const OrderResponse = Envelope(Order);
export type OrderResponse = Static<typeof OrderResponse>;

export const RemoveOrdersRequest = Type.Object(
  { orderIds: Type.Array(ShopId, { minItems: 1, maxItems: 100, uniqueItems: true }) },
  { examples: [{ orderIds: ['19', '20'] }] },
);
export type RemoveOrdersRequest = Static<typeof RemoveOrdersRequest>;

export const RemoveOrdersResponse = Envelope(Type.Object({ orderIds: Type.Array(ShopId) }));
export type RemoveOrdersResponse = Static<typeof RemoveOrdersResponse>;
