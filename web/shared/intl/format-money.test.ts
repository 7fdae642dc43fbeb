import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.ts';

describe('formatMoney', () => {
  it('writes rupees with Indian digit grouping and paise', () => {
    expect(formatMoney(187_030, 'en')).toBe('₹1,87,030.00');
    expect(formatMoney(493.9, 'en')).toBe('₹493.90');
  });

  it('writes the Tamil UI in the ta-IN locale', () => {
    expect(formatMoney(1234.5, 'tn')).toBe(
      new Intl.NumberFormat('ta-IN', { style: 'currency', currency: 'INR' }).format(1234.5),
    );
  });
});
