// How a demo product's derived fields follow from the others: the seed and the editor both use
// these. TypeBox-free, so the SPA may import it.

/** The handle the template derives from a product's name: lowercase words joined by hyphens. */
export const handleOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The price with tax from the price without it and the rate in percent, to the paisa. */
export const priceWithTax = (priceTaxExcl: number, taxRate: number) =>
  Math.round(priceTaxExcl * (100 + taxRate)) / 100;
