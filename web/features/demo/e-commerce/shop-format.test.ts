import { describe, expect, it } from 'vitest';
import { handleOf, priceWithTax } from '#openapi/demo/product-rules.ts';
import { instantOfShopDate } from './shop-format.ts';

describe('the shop formats', () => {
  it('reads a template date as UTC', () => {
    expect(instantOfShopDate('2024/11/16 09:00:00')).toBe('2024-11-16T09:00:00Z');
    expect(new Date(instantOfShopDate('2024/11/16 09:00:00')).getTime()).toBe(
      Date.UTC(2024, 10, 16, 9),
    );
  });

  it('adds the tax rate to the price, to the paisa', () => {
    expect(priceWithTax(449, 10)).toBe(493.9);
    expect(priceWithTax(99.99, 18)).toBe(117.99);
  });

  it('makes a handle of lowercase words joined by hyphens', () => {
    expect(handleOf('  Campus Hoodie - Navy! ')).toBe('campus-hoodie-navy');
  });
});
