import { Hono } from 'hono';
import type { Order, Product } from '#openapi/demo/e-commerce.ts';
import { ECommerceOps } from '#openapi/operations/demo/e-commerce.ts';
import { route } from '../../contract/route.ts';
import { seedOrders } from './order-seed.ts';
import { seedProducts } from './product-seed.ts';

/** The demo store's state; `reset()` swaps in a fresh copy of the seed. */
export type Shop = { products: Product[]; orders: Order[] };

/** The seeded store: orders are of the seeded products, dated back from `now`. */
export function seedShop(now: number): Shop {
  const products = seedProducts();
  return { products, orders: seedOrders(now, products) };
}

/** Removes the items with these ids, all or none: false (and nothing removed) when one is unknown. */
function removeAll<Item extends { id: string }>(items: Item[], ids: readonly string[]): boolean {
  if (!ids.every((id) => items.some((item) => item.id === id))) return false;
  const gone = new Set(ids);
  items.splice(0, items.length, ...items.filter((item) => !gone.has(item.id)));
  return true;
}

/** The e-commerce app of the demo template: products and orders (seed appendix, D18). */
export function createECommerceRoutes(shop: Shop) {
  const app = new Hono();

  route(app, ECommerceOps.shopProducts, () => ({ message: 'Products', body: shop.products }));

  route(app, ECommerceOps.shopProduct, ({ query: { productId }, refuse }) => {
    const product = shop.products.find((item) => item.id === productId);
    return product ? { message: 'Product', body: product } : refuse('PRODUCT_NOT_FOUND');
  });

  route(app, ECommerceOps.saveShopProduct, ({ body: product, invalid }) => {
    const { featuredImageId, images } = product;
    if (featuredImageId !== '' && !images.some((image) => image.id === featuredImageId)) {
      return invalid([
        { field: '/featuredImageId', message: 'must be the id of one of the images, or empty' },
      ]);
    }
    const index = shop.products.findIndex((item) => item.id === product.id);
    if (index === -1) shop.products.push(product);
    else shop.products[index] = product;
    return { message: 'Product saved', body: product };
  });

  route(app, ECommerceOps.removeShopProduct, ({ body: { id }, refuse }) =>
    removeAll(shop.products, [id])
      ? { message: 'Product removed', body: { id } }
      : refuse('PRODUCT_NOT_FOUND'),
  );

  route(app, ECommerceOps.removeShopProducts, ({ body: { productIds }, refuse }) =>
    removeAll(shop.products, productIds)
      ? { message: 'Products removed', body: { productIds } }
      : refuse('PRODUCT_NOT_FOUND'),
  );

  route(app, ECommerceOps.shopOrders, () => ({ message: 'Orders', body: shop.orders }));

  route(app, ECommerceOps.shopOrder, ({ query: { orderId }, refuse }) => {
    const order = shop.orders.find((item) => item.id === orderId);
    return order ? { message: 'Order', body: order } : refuse('ORDER_NOT_FOUND');
  });

  route(app, ECommerceOps.removeShopOrders, ({ body: { orderIds }, refuse }) =>
    removeAll(shop.orders, orderIds)
      ? { message: 'Orders removed', body: { orderIds } }
      : refuse('ORDER_NOT_FOUND'),
  );

  return app;
}
