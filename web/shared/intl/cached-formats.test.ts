import { describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat, numberFormat } from './cached-formats.ts';

describe('cached Intl formatters', () => {
  it('makes one formatter per locale and options, and formats as a new one would', () => {
    const first = dateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(dateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(first);
    expect(first.format(Date.UTC(2026, 2, 12))).toBe(
      new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        Date.UTC(2026, 2, 12),
      ),
    );
    expect(dateTimeFormat('ta-IN', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(first);
    expect(dateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' })).not.toBe(first);
  });

  it('keeps numbers, dates and lists apart under the same locale and options', () => {
    expect(numberFormat('en-IN', {})).not.toBe(dateTimeFormat('en-IN', {}));
    expect(numberFormat('en-IN', { maximumFractionDigits: 2 }).format(1234567.891)).toBe(
      '12,34,567.89',
    );
    expect(listFormat('en-IN', { type: 'unit', style: 'short' }).format(['Chennai', 'Pune'])).toBe(
      'Chennai, Pune',
    );
  });
});
