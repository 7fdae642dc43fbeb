import type { Product } from '#openapi/demo/e-commerce.ts';
import {
  handleOf,
  handlePattern,
  priceWithTax,
  productLabelsMax,
} from '#openapi/demo/product-rules.ts';
import type { TypedNumber } from '../../../../shared/ui/number-input.tsx';
import { useFormFields } from '../../../../shared/ui/use-form-fields.ts';

/** The product's figures, typed in number boxes. */
export type AmountName =
  | 'priceTaxExcl'
  | 'taxRate'
  | 'comparedPrice'
  | 'quantity'
  | 'extraShippingFee';

/** A product as its editor holds it: a figure is null while empty, NaN while it is no number. */
export type ProductDraft = Omit<Product, AmountName> & Record<AmountName, TypedNumber>;

const handleRule = new RegExp(handlePattern);

/** A required amount of zero or more (and at most `max`): rupees, or a rate in percent. */
const amount =
  (max = Number.POSITIVE_INFINITY) =>
  (value: TypedNumber) =>
    value !== null && value >= 0 && value <= max
      ? undefined
      : 'demoECommerce.product.numberInvalid';

const labels = (value: readonly string[]) =>
  value.length <= productLabelsMax
    ? undefined
    : { key: 'demoECommerce.product.labelsTooMany', values: { max: productLabelsMax } };

/**
 * The editor's fields and their rules, antd's Form's rules as they were: a name, a handle that is
 * empty or lowercase words joined by hyphens, and amounts of zero or more (a whole quantity).
 */
export function useProductFields(product: Product) {
  return useFormFields<ProductDraft>(product, {
    name: (name) => (name.trim() ? undefined : 'demoECommerce.product.nameRequired'),
    handle: (handle) =>
      handle === '' || handleRule.test(handle) ? undefined : 'demoECommerce.product.handleInvalid',
    categories: labels,
    tags: labels,
    priceTaxExcl: amount(),
    taxRate: amount(100),
    comparedPrice: amount(),
    quantity: (quantity) =>
      quantity !== null && Number.isInteger(quantity) && quantity >= 0
        ? undefined
        : 'demoECommerce.product.quantityInvalid',
    extraShippingFee: amount(),
  });
}

/** The editor's form state, which its sections read and set. */
export type ProductFields = ReturnType<typeof useProductFields>;

/**
 * The whole product to save (seed appendix): the handle, left empty, made from the name, and the
 * price with tax worked out from the price and the rate.
 */
export function productToSave(draft: ProductDraft): Product {
  // Only a draft whose every check passed is saved: each figure is then a number.
  const product = draft as Product;
  return {
    ...product,
    handle: product.handle || handleOf(product.name),
    priceTaxIncl: priceWithTax(product.priceTaxExcl, product.taxRate),
  };
}
