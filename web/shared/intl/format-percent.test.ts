import { describe, expect, it } from 'vitest';
import { formatPercent } from './format-percent.ts';

describe('one percentage format (issue 27)', () => {
  it.each([
    [(2 / 15) * 100, '13.3%'],
    [13, '13%'],
    [12.96, '13%'],
    [(7 / 12) * 100, '58.3%'],
    [66.65, '66.7%'],
    [100, '100%'],
    [0, '0%'],
  ])('shows %d as %s, with at most one decimal and no ".0"', (value, shown) => {
    expect(formatPercent(value, 'en')).toBe(shown);
  });

  it('writes the same figures in Tamil', () => {
    expect(formatPercent((2 / 15) * 100, 'tn')).toBe('13.3%');
    expect(formatPercent(40, 'tn')).toBe('40%');
  });
});
