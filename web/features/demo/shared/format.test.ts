import { describe, expect, it } from 'vitest';
import { formatBytes } from './format.ts';

describe('formatBytes', () => {
  it('counts in powers of 1024 with one decimal below 100', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(243 * 1024, 'en')).toBe('243 KB');
    expect(formatBytes(48_200 * 1024, 'en')).toBe('47.1 MB');
    expect(formatBytes(0, 'en')).toBe('0 B');
  });
});
