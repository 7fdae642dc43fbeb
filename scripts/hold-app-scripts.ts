/**
 * After the prerender: index.html (every signed-in page) asks for the app's scripts from its last
 * inline script instead of its head, at once, or once the copy of the page's last view has been
 * painted (web/app/page-snapshot.ts). Asked for from the head, the scripts (~150 kB on a student's
 * /home) share a phone's link with the page's HTML and style sheet before the copy paints, and a
 * page's paint counts as only as early as everything asked for before it (issue 13: Lighthouse's
 * LCP on /home stayed at 2.0–2.6 s with the copy painted at 0.2 s).
 *
 * The head keeps each script as `type="text/plain"` (not fetched, not run), so the build is still
 * named where index.html's other scripts and web/app/page-files.ts read it; the last script adds
 * the runnable ones, in order (`async = false` runs them as `defer` did). A hidden tab paints
 * nothing, so a timer starts them too. On the test page they wait for its copy of the question
 * (web/features/exam/pre-paint/page-data.ts, HOLD_GLOBAL), which is itself held no longer than a
 * second.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOLD_GLOBAL } from '../web/features/exam/pre-paint/page-data.ts';

export const HELD_TYPE = 'text/plain';
const NONCE = '__CSP_NONCE__';

/** The inline script that adds the held scripts: now, or after the copy's first paint. */
export const startScript =
  '(function(){var d=document,n=d.currentScript&&d.currentScript.nonce,started=0;' +
  'function start(){if(started++)return;' +
  `d.querySelectorAll('script[type="${HELD_TYPE}"][src]').forEach(function(h){` +
  'var e=d.createElement("script");e.src=h.getAttribute("src");e.async=false;if(n)e.nonce=n;' +
  'd.head.appendChild(e)})}' +
  `var hold=window.${HOLD_GLOBAL};if(hold)hold.then(start);` +
  'else if(d.getElementById("page-snapshot")){requestAnimationFrame(function(){setTimeout(start)});' +
  'setTimeout(start,500)}else start()})()';

/** index.html with its deferred scripts held and the start script at the end of the body. */
export function holdAppScripts(html: string): string {
  let held = 0;
  const out = html.replace(/<script defer src="([^"]+)"([^>]*)><\/script>/g, (_, src, rest) => {
    held++;
    return `<script type="${HELD_TYPE}" src="${src}"${rest}></script>`;
  });
  if (held === 0 || !out.includes('</body>')) {
    throw new Error("hold-app-scripts: index.html's deferred scripts or its body were not found");
  }
  return out.replace('</body>', `<script nonce="${NONCE}">${startScript}</script></body>`);
}

if (import.meta.main) {
  const path = join(process.argv[2] ?? (process.env.DIST_DIR || 'dist'), 'index.html');
  const html = readFileSync(path, 'utf8');
  if (html.includes(`type="${HELD_TYPE}"`)) {
    console.log('hold-app-scripts: index.html already holds its scripts');
  } else {
    writeFileSync(path, holdAppScripts(html));
    console.log("hold-app-scripts: index.html asks for the app's scripts from its body");
  }
}
