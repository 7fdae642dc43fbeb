import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../web/public/assets/languages/en/translation.json';
import tn from '../web/public/assets/languages/tn/translation.json';
import { renderTranslations } from './build-translations.ts';

/** Every leaf key of a translation file, dotted: `auth.login.email.required`. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** The source files of the SPA, tests excluded. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const webDir = new URL('../web/', import.meta.url).pathname;
// Plural forms live under `key_one` / `key_other`; code asks for `key`.
const withoutPluralSuffix = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('translations (D17)', () => {
  it('are built from web/i18n/locales (run `npm run translations` when this fails)', () => {
    expect(`${JSON.stringify(en, null, 2)}\n`).toBe(renderTranslations('en'));
    expect(`${JSON.stringify(tn, null, 2)}\n`).toBe(renderTranslations('tn'));
  });

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

  it('has every key the code asks for by name', () => {
    const known = new Set(keysOf(en).map(withoutPluralSuffix));
    const missing: string[] = [];
    for (const file of sourceFiles(webDir)) {
      const text = readFileSync(file, 'utf8');
      for (const [, key] of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) {
        if (key && !known.has(key)) missing.push(`${file.slice(webDir.length)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('writes the Tamil file in Tamil script', () => {
    expect(tn.auth.login.submit).toMatch(/[\u0B80-\u0BFF]/);
  });
});
