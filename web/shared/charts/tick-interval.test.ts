import { describe, expect, it } from 'vitest';
import { tickInterval } from './tick-interval.ts';

describe("an axis' labels (issue 29: reckoned, none measured)", () => {
  it('shows every label that fits, and every n-th when they do not', () => {
    // Five 3-character labels, 21 + 4 px each, in 320 px: all of them.
    expect(tickInterval(5, 3, 320, 4)).toBe(0);
    // Thirty 11-character days, 77 + 16 px each, in 300 px: 3 fit, so every 10th.
    expect(tickInterval(30, 11, 300, 16)).toBe(9);
    // Wider than the whole span: one label at a time still.
    expect(tickInterval(4, 60, 200, 4)).toBe(3);
  });

  it('shows every label while the box has no width to space them in', () => {
    expect(tickInterval(30, 11, 0, 16)).toBe(0);
    expect(tickInterval(30, 11, -69, 16)).toBe(0);
  });
});
