import {
  OrderQuery,
  OrderResponse,
  OrdersResponse,
  Product,
  ProductQuery,
  ProductResponse,
  ProductsResponse,
  RemoveOrdersRequest,
  RemoveOrdersResponse,
  RemoveProductRequest,
  RemoveProductResponse,
  RemoveProductsRequest,
  RemoveProductsResponse,
  SaveProductResponse,
} from '../../demo/e-commerce.ts';
import { refusalsOf } from '../../refusals.ts';

/** The e-commerce app's refusals by code, shared by the demo stubs and the contract. */
export const ECommerceRefusals = {
  PRODUCT_NOT_FOUND: 'Product not found',
  ORDER_NOT_FOUND: 'Order not found',
} as const;

// An unknown id is a 404 (issue 31); the appendix's calls answer 200 otherwise.
const productMissing = {
  refusals: refusalsOf(ECommerceRefusals, 'PRODUCT_NOT_FOUND'),
  refusalStatus: { PRODUCT_NOT_FOUND: 404 },
} as const;
const orderMissing = {
  refusals: refusalsOf(ECommerceRefusals, 'ORDER_NOT_FOUND'),
  refusalStatus: { ORDER_NOT_FOUND: 404 },
} as const;

// Demo-template data is the same for every visitor (as the template's in-page mocks were), so these
// calls need no token, like the mail app's.
export const ECommerceOps = {
  shopProducts: {
    operationId: 'shopProducts',
    method: 'get',
    path: '/e-commerce-app/products',
    tag: 'demo',
    summary: 'Every product of the demo store, active or not',
    auth: false,
    response: ProductsResponse,
  },
  removeShopProducts: {
    operationId: 'removeShopProducts',
    method: 'post',
    path: '/e-commerce-app/remove-products',
    tag: 'demo',
    summary: 'Remove several products; nothing is removed when one of the ids is unknown',
    auth: false,
    body: RemoveProductsRequest,
    response: RemoveProductsResponse,
    ...productMissing,
  },
  removeShopProduct: {
    operationId: 'removeShopProduct',
    method: 'post',
    path: '/e-commerce-app/remove-product',
    tag: 'demo',
    summary: 'Remove one product',
    auth: false,
    body: RemoveProductRequest,
    response: RemoveProductResponse,
    ...productMissing,
  },
  shopProduct: {
    operationId: 'shopProduct',
    method: 'get',
    path: '/e-commerce-app/product',
    tag: 'demo',
    summary: 'One product',
    auth: false,
    query: ProductQuery,
    response: ProductResponse,
    ...productMissing,
  },
  saveShopProduct: {
    operationId: 'saveShopProduct',
    method: 'post',
    path: '/e-commerce-app/product/save',
    tag: 'demo',
    summary: 'Save a whole product: it replaces the product with its id, else it is appended',
    auth: false,
    body: Product,
    response: SaveProductResponse,
  },
  shopOrders: {
    operationId: 'shopOrders',
    method: 'get',
    path: '/e-commerce-app/orders',
    tag: 'demo',
    summary: 'Every order of the demo store',
    auth: false,
    response: OrdersResponse,
  },
  removeShopOrders: {
    operationId: 'removeShopOrders',
    method: 'post',
    path: '/e-commerce-app/remove-orders',
    tag: 'demo',
    summary: 'Remove several orders; nothing is removed when one of the ids is unknown',
    auth: false,
    body: RemoveOrdersRequest,
    response: RemoveOrdersResponse,
    ...orderMissing,
  },
  shopOrder: {
    operationId: 'shopOrder',
    method: 'get',
    path: '/e-commerce-app/order',
    tag: 'demo',
    summary: 'One order with its status history (newest first), payment and shipping',
    auth: false,
    query: OrderQuery,
    response: OrderResponse,
    ...orderMissing,
  },
} as const;
