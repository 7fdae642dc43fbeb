// Writes web/public/assets/languages/{lng}/translation.json from the per-area sources in
// web/i18n/locales/{lng}/<area>.json (the area's file holds the keys under `<area>.`).
// The SPA fetches one file per language (seed §7); people edit one small file per area.
// `--check` only compares (tests): the committed files must match their sources.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const languages = ['en', 'tn'] as const;

/** The merged translation file of one language, as committed: areas sorted, two-space JSON. */
export function renderTranslations(language: string): string {
  const dir = new URL(`web/i18n/locales/${language}/`, root);
  const areas = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const merged = Object.fromEntries(
    areas.map((name) => [
      name.slice(0, -'.json'.length),
      JSON.parse(readFileSync(new URL(name, dir), 'utf8')),
    ]),
  );
  return `${JSON.stringify(merged, null, 2)}\n`;
}

const targetOf = (language: string) =>
  new URL(`web/public/assets/languages/${language}/translation.json`, root);

if (import.meta.main) {
  const check = process.argv.includes('--check');
  let stale = false;
  for (const language of languages) {
    const expected = renderTranslations(language);
    if (!check) {
      writeFileSync(targetOf(language), expected);
      continue;
    }
    let committed = '';
    try {
      committed = readFileSync(targetOf(language), 'utf8');
    } catch {
      // A missing file is as stale as an outdated one.
    }
    if (committed !== expected) {
      stale = true;
      console.error(`${language}/translation.json is stale: run \`npm run translations\`.`);
    }
  }
  if (stale) process.exit(1);
  console.log(check ? 'Translations are up to date.' : 'Wrote en and tn translation.json.');
}
