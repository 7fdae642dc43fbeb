import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tracingPackages } from './tracing-in-steps.ts';

describe('tracing in steps', () => {
  it('loads every package tracing.ts imports in a step of its own', () => {
    const source = readFileSync(new URL('./tracing.ts', import.meta.url), 'utf8');
    const imported = [...source.matchAll(/^import [^;]*? from '(@[^']+)';$/gms)].map(
      (match) => match[1],
    );
    expect(imported.length).toBeGreaterThan(3);
    expect([...tracingPackages].sort()).toEqual([...new Set(imported)].sort());
  });
});
