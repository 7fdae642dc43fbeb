/**
 * The Chromium every script and browser story launches, and its flags (the dev guide's).
 *
 * `CHROMIUM_PATH` when set; else Debian's old headless shell (`chromium-headless-shell`, what
 * Playwright itself runs headless), else its full browser (`chromium`). The shell is the same
 * Blink without the desktop browser around it: the browser suite's shell stories took 91 s with
 * it against 145 s with the full browser on a 2-core machine, where every story is CPU-bound.
 */
import { existsSync } from 'node:fs';

const installed = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

export const chromiumPath =
  process.env.CHROMIUM_PATH || installed.find((path) => existsSync(path)) || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
