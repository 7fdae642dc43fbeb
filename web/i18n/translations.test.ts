import { describe, expect, it } from 'vitest';
import en from '../public/assets/languages/en/translation.json';
import tn from '../public/assets/languages/tn/translation.json';

/** Every leaf key of a translation file, dotted: `auth.login.email.required`. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('translations (D17)', () => {
  it('has every English key in Tamil', () => {
    expect(keysOf(en).filter((key) => !keysOf(tn).includes(key))).toEqual([]);
  });

  it('has every Tamil key in English', () => {
    expect(keysOf(tn).filter((key) => !keysOf(en).includes(key))).toEqual([]);
  });

  it('leaves no value empty', () => {
    const leaves = (tree: object): unknown[] =>
      Object.values(tree).flatMap((value) =>
        typeof value === 'object' && value !== null ? leaves(value) : [value],
      );
    expect([...leaves(en), ...leaves(tn)].filter((value) => value === '')).toEqual([]);
  });

  it('writes the Tamil file in Tamil script', () => {
    expect(tn.auth.login.submit).toMatch(/[\u0B80-\u0BFF]/);
  });
});
