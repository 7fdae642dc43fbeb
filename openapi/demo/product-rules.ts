// How a demo product's derived fields follow from the others: the seed and the editor both use
// these. TypeBox-free, so the SPA may import it.

/** A handle: lowercase letters and digits joined by single hyphens. */
export const handlePattern = '^[a-z0-9]+(-[a-z0-9]+)*$';

/** The most categories, and the most tags, a product has. */
export const productLabelsMax = 20;

/** The longest category or tag. */
export const productLabelMaxLength = 60;

/** The handle the template derives from a product's name: lowercase words joined by hyphens. */
export const handleOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The price with tax from the price without it and the rate in percent, to the paisa. */
export const priceWithTax = (priceTaxExcl: number, taxRate: number) =>
  Math.round(priceTaxExcl * (100 + taxRate)) / 100;
