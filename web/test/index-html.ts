import { readFileSync } from 'node:fs';

/**
 * Runs the inline script at the end of web/index.html's body that names `marker` (a storage key in
 * quotes, e.g. `'page_files'`), as the page runs it.
 */
export function runBodyScript(marker: string): void {
  const html = readFileSync('web/index.html', 'utf8');
  const body = html.slice(html.indexOf('<body>'));
  const script = [...body.matchAll(/<script nonce="__CSP_NONCE__">([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .find((text) => text?.includes(marker));
  if (!script) throw new Error(`index.html's body has no inline script naming ${marker}`);
  new Function(script)();
}
