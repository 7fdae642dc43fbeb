// What the company's and the institute's dashboards add to the figures every dashboard shares
// (figures.ts).

/** The largest value (the highest CTC), or null for none: no value, not 0. */
export const highestOf = (values: readonly number[]) =>
  values.length === 0 ? null : Math.max(...values);

/**
 * Names in order as English reads them; one collator for every sort, as a fresh localeCompare per
 * pair cost the 5,000-student report most of its first 600 ms.
 */
export const byNameOrder = new Intl.Collator('en').compare;
