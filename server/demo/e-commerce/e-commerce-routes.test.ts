import { describe, expect, it } from 'vitest';
import {
  OrderResponse,
  OrdersResponse,
  type Product,
  ProductResponse,
  ProductsResponse,
  RemoveOrdersResponse,
  RemoveProductResponse,
  RemoveProductsResponse,
  SaveProductResponse,
} from '#openapi/demo/e-commerce.ts';
import {
  expectAbsent,
  expectMissing,
  makeDemoApp,
} from '../../../tests/server/helpers/demo-app.ts';
import { expectContract, expectInvalidField } from '../../stub/test-support/stub.ts';

const productFields = [
  'id',
  'name',
  'handle',
  'description',
  'categories',
  'tags',
  'featuredImageId',
  'images',
  'priceTaxExcl',
  'priceTaxIncl',
  'taxRate',
  'comparedPrice',
  'quantity',
  'sku',
  'width',
  'height',
  'depth',
  'weight',
  'extraShippingFee',
  'active',
];
const orderFields = [
  'id',
  'reference',
  'subtotal',
  'tax',
  'discount',
  'total',
  'date',
  'customer',
  'products',
  'status',
  'payment',
  'shippingDetails',
];
const statusNames = [
  'Awaiting check payment',
  'Payment accepted',
  'Preparing the order',
  'Shipped',
  'Delivered',
  'Canceled',
  'Refunded',
  'Payment error',
  'On pre-order (paid)',
  'Awaiting bank wire payment',
  'Awaiting PayPal payment',
  'Remote payment accepted',
  'On pre-order (not paid)',
  'Awaiting Cash-on-delivery payment',
];
const shopDatePattern = /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/;

async function productsOf(call: ReturnType<typeof makeDemoApp>['call']): Promise<Product[]> {
  return (await call('GET', '/e-commerce-app/products')).json.body;
}

describe('GET /api/e-commerce-app/products', () => {
  it('lists the 20 sample products, 3 inactive, tax rate 10 and shipping fee 3', async () => {
    const { call } = makeDemoApp();
    const { status, json } = await call('GET', '/e-commerce-app/products');
    expect(status).toBe(200);
    expectContract(ProductsResponse, json);
    const products: Product[] = json.body;
    expect(products).toHaveLength(20);
    expect(products.map((product) => product.id)).toEqual(
      Array.from({ length: 20 }, (_, index) => String(index + 1)),
    );
    expect(products.filter((product) => !product.active).map((product) => product.id)).toEqual([
      '5',
      '12',
      '18',
    ]);
    for (const product of products) {
      expect(Object.keys(product)).toEqual(productFields);
      expect(product.taxRate).toBe(10);
      expect(product.extraShippingFee).toBe(3);
      expect(product.priceTaxIncl).toBe(Math.round(product.priceTaxExcl * 110) / 100);
      expect(product.images.map((image) => image.id)).toContain(product.featuredImageId);
    }
  });
});

describe('GET /api/e-commerce-app/product', () => {
  it('answers one product by its id', async () => {
    const { call } = makeDemoApp();
    const { json } = await call('GET', '/e-commerce-app/product?productId=1');
    expectContract(ProductResponse, json);
    expect(json.body).toEqual({
      id: '1',
      name: 'Placement Prep Handbook',
      handle: 'placement-prep-handbook',
      description:
        'Aptitude, reasoning and verbal practice sets with worked answers, arranged the way campus tests are.',
      categories: ['Books'],
      tags: ['aptitude', 'interview'],
      featuredImageId: '1',
      images: [
        { id: '1', url: '/assets/images/demo/e-commerce/books.svg', type: 'image' },
        { id: '2', url: '/assets/images/demo/e-commerce/books-alt.svg', type: 'image' },
      ],
      priceTaxExcl: 449,
      priceTaxIncl: 493.9,
      taxRate: 10,
      comparedPrice: 600,
      quantity: 42,
      sku: 'CR-BOO-001',
      width: '15cm',
      height: '23cm',
      depth: '3cm',
      weight: '0.6kg',
      extraShippingFee: 3,
      active: true,
    });
  });

  it('answers 404 "Product not found" for an id it does not hold', async () => {
    const { call } = makeDemoApp();
    expectMissing(
      await call('GET', '/e-commerce-app/product?productId=99'),
      'PRODUCT_NOT_FOUND',
      'Product not found',
    );
  });

  it('answers 400 naming the productId when it is missing or malformed', async () => {
    const { call } = makeDemoApp();
    expectInvalidField(await call('GET', '/e-commerce-app/product'), '/productId');
    expectInvalidField(await call('GET', '/e-commerce-app/product?productId=a%20b'), '/productId');
  });
});

describe('POST /api/e-commerce-app/product/save', () => {
  it('replaces the product with the same id, in place', async () => {
    const { call } = makeDemoApp();
    const product = (await call('GET', '/e-commerce-app/product?productId=3')).json.body;
    const edited = { ...product, name: 'Interview Notebook A4', priceTaxExcl: 150, quantity: 7 };
    const { status, json } = await call('POST', '/e-commerce-app/product/save', { body: edited });
    expect(status).toBe(200);
    expectContract(SaveProductResponse, json);
    expect(json).toEqual({ status: true, message: 'Product saved', body: edited });
    const products = await productsOf(call);
    expect(products).toHaveLength(20);
    expect(products[2]).toEqual(edited);
    expect((await call('GET', '/e-commerce-app/product?productId=3')).json.body).toEqual(edited);
  });

  it('appends a product whose id no product has', async () => {
    const { call } = makeDemoApp();
    const product = (await call('GET', '/e-commerce-app/product?productId=1')).json.body;
    const added = {
      ...product,
      id: '2b0f5c1e-8d7a-4c11-9e0b-1f1b6a2d9c44',
      name: 'Mock Test Pass',
    };
    await call('POST', '/e-commerce-app/product/save', { body: added });
    const products = await productsOf(call);
    expect(products).toHaveLength(21);
    expect(products.at(-1)).toEqual(added);
    expect(products[0]?.name).toBe('Placement Prep Handbook');
  });

  it('answers 400 naming the field in error and keeps the product as it was', async () => {
    const { call } = makeDemoApp();
    const product = (await call('GET', '/e-commerce-app/product?productId=2')).json.body;
    const save = (body: unknown) => call('POST', '/e-commerce-app/product/save', { body });
    expectInvalidField(await save({ ...product, name: '' }), '/name');
    expectInvalidField(await save({ ...product, handle: 'Campus Hoodie' }), '/handle');
    expectInvalidField(await save({ ...product, quantity: 1.5 }), '/quantity');
    expectInvalidField(await save({ ...product, priceTaxExcl: -1 }), '/priceTaxExcl');
    expectInvalidField(await save({ ...product, active: 'yes' }), '/active');
    expectInvalidField(await save({ ...product, featuredImageId: '9' }), '/featuredImageId');
    const { sku: _, ...withoutSku } = product;
    expectInvalidField(await save(withoutSku), '/sku');
    const badImage = { id: '3', url: 'javascript:alert(1)', type: 'image' };
    expectInvalidField(await save({ ...product, images: [badImage] }), '/images/0/url');
    expect((await call('GET', '/e-commerce-app/product?productId=2')).json.body).toEqual(product);
  });
});

describe('POST /api/e-commerce-app/remove-product and remove-products', () => {
  it('removes one product', async () => {
    const { call } = makeDemoApp();
    const { json } = await call('POST', '/e-commerce-app/remove-product', { body: { id: '4' } });
    expectContract(RemoveProductResponse, json);
    expect(json).toEqual({ status: true, message: 'Product removed', body: { id: '4' } });
    const ids = (await productsOf(call)).map((product) => product.id);
    expect(ids).toHaveLength(19);
    expect(ids).not.toContain('4');
  });

  it('removes several products', async () => {
    const { call } = makeDemoApp();
    const body = { productIds: ['1', '7', '20'] };
    const { json } = await call('POST', '/e-commerce-app/remove-products', { body });
    expectContract(RemoveProductsResponse, json);
    expect(json).toEqual({ status: true, message: 'Products removed', body });
    const ids = (await productsOf(call)).map((product) => product.id);
    expect(ids).toHaveLength(17);
    expect(ids.filter((id) => body.productIds.includes(id))).toEqual([]);
  });

  it('answers 404 and removes nothing when one of the ids is unknown', async () => {
    const { call } = makeDemoApp();
    expectMissing(
      await call('POST', '/e-commerce-app/remove-products', { body: { productIds: ['2', '77'] } }),
      'PRODUCT_NOT_FOUND',
      'Product not found',
    );
    expectMissing(
      await call('POST', '/e-commerce-app/remove-product', { body: { id: '77' } }),
      'PRODUCT_NOT_FOUND',
      'Product not found',
    );
    expect(await productsOf(call)).toHaveLength(20);
  });

  it('answers 400 naming the field for bad ids', async () => {
    const { call } = makeDemoApp();
    const remove = (body: unknown) => call('POST', '/e-commerce-app/remove-products', { body });
    expectInvalidField(await remove({}), '/productIds');
    expectInvalidField(await remove({ productIds: [] }), '/productIds');
    expectInvalidField(await remove({ productIds: [1] }), '/productIds/0');
    expectInvalidField(
      await call('POST', '/e-commerce-app/remove-product', { body: { id: '' } }),
      '/id',
    );
  });
});

describe('GET /api/e-commerce-app/orders', () => {
  it('lists the 20 sample orders with the appendix fields', async () => {
    const { call } = makeDemoApp();
    const { json } = await call('GET', '/e-commerce-app/orders');
    expectContract(OrdersResponse, json);
    expect(json.body).toHaveLength(20);
    for (const order of json.body) {
      expect(Object.keys(order)).toEqual(orderFields);
      expect(order.date).toMatch(shopDatePattern);
      expect(order.total).toBe(
        Math.round((order.subtotal + order.tax - order.discount) * 100) / 100,
      );
      expect(order.payment.amount).toBe(order.total);
    }
  });

  it('uses all 14 order statuses by name, each history newest first', async () => {
    const { call } = makeDemoApp();
    const orders = (await call('GET', '/e-commerce-app/orders')).json.body as {
      status: { id: number; name: string; date: string }[];
    }[];
    const used = new Map(orders.flatMap((order) => order.status.map((s) => [s.id, s.name])));
    expect([...used].sort(([a], [b]) => a - b).map(([, name]) => name)).toEqual(statusNames);
    for (const { status } of orders) {
      const dates = status.map((entry) => entry.date);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const date of dates) expect(date).toMatch(shopDatePattern);
    }
  });

  it('uses the four payment methods and the three carriers', async () => {
    const { call } = makeDemoApp();
    const orders = (await call('GET', '/e-commerce-app/orders')).json.body as {
      payment: { method: string };
      shippingDetails: { carrier: string }[];
    }[];
    expect(new Set(orders.map((order) => order.payment.method))).toEqual(
      new Set(['Credit Card', 'Check', 'PayPal', 'Bank-wire']),
    );
    expect(
      new Set(orders.flatMap((order) => order.shippingDetails.map((detail) => detail.carrier))),
    ).toEqual(new Set(['TNT', 'USPS', 'FedEx']));
  });
});

describe('GET /api/e-commerce-app/order', () => {
  it('answers one order, dated from the clock', async () => {
    const { call } = makeDemoApp();
    const { json } = await call('GET', '/e-commerce-app/order?orderId=1');
    expectContract(OrderResponse, json);
    expect(json.body).toMatchObject({
      id: '1',
      date: '2024/11/16 09:00:00',
      subtotal: 449,
      tax: 44.9,
      discount: 22.45,
      total: 471.45,
      customer: { firstName: 'Karthik', lastName: 'Subramanian' },
      products: [{ id: '1', name: 'Placement Prep Handbook', price: 449, quantity: 1, total: 449 }],
      payment: { method: 'Check', amount: 471.45, date: '2024/11/16 09:05:00' },
      shippingDetails: [{ carrier: 'TNT', date: '2024/11/19 15:00:00' }],
    });
    expect(json.body.status).toEqual([
      { id: 5, name: 'Delivered', date: '2024/11/20 17:00:00' },
      { id: 4, name: 'Shipped', date: '2024/11/19 15:00:00' },
      { id: 3, name: 'Preparing the order', date: '2024/11/18 13:00:00' },
      { id: 2, name: 'Payment accepted', date: '2024/11/17 11:00:00' },
      { id: 1, name: 'Awaiting check payment', date: '2024/11/16 09:00:00' },
    ]);
  });

  it('answers 404 "Order not found" for an unknown id and 400 for a missing one', async () => {
    const { call } = makeDemoApp();
    expectMissing(
      await call('GET', '/e-commerce-app/order?orderId=21'),
      'ORDER_NOT_FOUND',
      'Order not found',
    );
    expectInvalidField(await call('GET', '/e-commerce-app/order'), '/orderId');
  });
});

describe('POST /api/e-commerce-app/remove-orders', () => {
  it('removes the orders, or none when one id is unknown', async () => {
    const { call } = makeDemoApp();
    const orderIds = async () =>
      (await call('GET', '/e-commerce-app/orders')).json.body.map((o: { id: string }) => o.id);
    expectMissing(
      await call('POST', '/e-commerce-app/remove-orders', { body: { orderIds: ['3', '30'] } }),
      'ORDER_NOT_FOUND',
      'Order not found',
    );
    expect(await orderIds()).toHaveLength(20);
    const { json } = await call('POST', '/e-commerce-app/remove-orders', {
      body: { orderIds: ['3', '4'] },
    });
    expectContract(RemoveOrdersResponse, json);
    expect(json).toEqual({
      status: true,
      message: 'Orders removed',
      body: { orderIds: ['3', '4'] },
    });
    expect(await orderIds()).toHaveLength(18);
    expect(await orderIds()).not.toContain('3');
    expectInvalidField(
      await call('POST', '/e-commerce-app/remove-orders', { body: { orderIds: 'all' } }),
      '/orderIds',
    );
  });
});

describe('the demo store over time', () => {
  it('puts saved and removed products and orders back with POST /api/__stub/reset', async () => {
    const { call } = makeDemoApp();
    const product = (await call('GET', '/e-commerce-app/product?productId=1')).json.body;
    await call('POST', '/e-commerce-app/product/save', { body: { ...product, name: 'Changed' } });
    await call('POST', '/e-commerce-app/remove-product', { body: { id: '2' } });
    await call('POST', '/e-commerce-app/remove-orders', { body: { orderIds: ['1'] } });
    expect((await call('POST', '/__stub/reset')).json.status).toBe(true);
    const products = await productsOf(call);
    expect(products).toHaveLength(20);
    expect(products[0]?.name).toBe('Placement Prep Handbook');
    expect((await call('GET', '/e-commerce-app/orders')).json.body).toHaveLength(20);
  });

  it('seeds the same data for the same clock', async () => {
    const first = makeDemoApp();
    const second = makeDemoApp();
    const orders = async (app: ReturnType<typeof makeDemoApp>) =>
      (await app.call('GET', '/e-commerce-app/orders')).json;
    expect(await orders(first)).toEqual(await orders(second));
  });
});

describe('with DEMO_STUBS=off', () => {
  it('answers every e-commerce path 404 like any unknown /api path', async () => {
    const { call } = makeDemoApp({ demoStubs: false });
    await expectAbsent(call, [
      ['GET', '/e-commerce-app/products'],
      ['GET', '/e-commerce-app/product?productId=1'],
      ['POST', '/e-commerce-app/product/save', { id: '1' }],
      ['POST', '/e-commerce-app/remove-product', { id: '1' }],
      ['POST', '/e-commerce-app/remove-products', { productIds: ['1'] }],
      ['GET', '/e-commerce-app/orders'],
      ['GET', '/e-commerce-app/order?orderId=1'],
      ['POST', '/e-commerce-app/remove-orders', { orderIds: ['1'] }],
    ]);
  });
});
