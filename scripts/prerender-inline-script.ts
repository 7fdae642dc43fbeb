/**
 * The one inline script of a prerendered page (nonce'd; it runs right after the markup, before the
 * first paint).
 * - A submit before the app takes over goes nowhere; it is marked, and the app's form is submitted
 *   once it has the values (web/shared/ui/prerender-handoff.ts). Other buttons pressed are numbered, and
 *   the app presses the last again. The button a pointer is down on is marked until it comes up:
 *   if the app takes over meanwhile, the press ends on the app's button.
 * - The prerendered copy goes at once when the app will not show that screen: a signed-in visitor
 *   (the app sends them on to their landing page), or the page kept by the offline shell
 *   (web/public/service-worker.js) and served for another address.
 * - On /login, the email remember-me kept (D7) is filled in, as the app's form does, so a returning
 *   visitor does not see the field empty, then filled. It is the field's default: not typed, not
 *   carried over.
 * - The app's style sheet and scripts are asked for once the screen has been painted: taken from
 *   the head, they would hold the first paint back (the style sheet blocks rendering; the scripts,
 *   arriving first on a fast link, keep the main thread busy before it paints). Added in order,
 *   not async, they run as the deferred scripts did; 'strict-dynamic' lets this script add them.
 *   A hidden tab paints nothing, so a timer starts them too.
 */
import {
  PRERENDERED_ID,
  PRERENDERED_STYLE_ID,
  PRESSED_ATTRIBUTE,
  PRESSING_ATTRIBUTE,
  SUBMITTED_ATTRIBUTE,
} from '../web/shared/ui/prerender-handoff.ts';

/**
 * web/shared/session/session-store.ts's keys (TOKEN_KEY, PERSIST_KEY) and remember-me's
 * (web/features/auth/remember-me.ts); unit tests hold them equal.
 */
export const STORAGE_KEYS = {
  token: 'user_token',
  persisted: 'persist:root',
  rememberMe: 'remember_me',
} as const;

/** The app's assets, as index.html's head named them. */
export type AppAssets = { styles: string[]; scripts: string[] };

export function handOffScript(
  screen: { path: string; remembersEmail: boolean },
  assets: AppAssets,
): string {
  const json = JSON.stringify;
  const path = screen.path;
  const remembered = screen.remembersEmail
    ? `var r=JSON.parse(s.getItem(${json(STORAGE_KEYS.rememberMe)}))||{},f=p&&p.querySelector('input[autocomplete="username"]');` +
      'if(f&&typeof r.username=="string")f.defaultValue=r.username;'
    : '';
  return (
    `(function(){var d=document,p=d.getElementById(${json(PRERENDERED_ID)}),started=0,pressed=0;` +
    `p.addEventListener("submit",function(e){e.preventDefault();p.setAttribute(${json(SUBMITTED_ATTRIBUTE)},"")});` +
    'p.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("button");' +
    `if(b&&b.type!=="submit")b.setAttribute(${json(PRESSED_ATTRIBUTE)},++pressed)});` +
    'p.addEventListener("pointerdown",function(e){var b=e.target.closest&&e.target.closest("button");' +
    `b&&b.setAttribute(${json(PRESSING_ATTRIBUTE)},"")});` +
    'function up(){p&&p.querySelectorAll("[' +
    `${PRESSING_ATTRIBUTE}]").forEach(function(b){b.removeAttribute(${json(PRESSING_ATTRIBUTE)})})}` +
    'd.addEventListener("pointerup",up,true);d.addEventListener("pointercancel",up,true);' +
    `try{var s=localStorage,a=(JSON.parse(s.getItem(${json(STORAGE_KEYS.persisted)}))||{}).auth||{};` +
    `if(location.pathname!==${json(path)}||s.getItem(${json(STORAGE_KEYS.token)})||a.token){` +
    `p.remove();p=0;var t=d.getElementById(${json(PRERENDERED_STYLE_ID)});t&&t.remove()}${remembered}}catch(e){}` +
    'function start(){if(started++)return;' +
    `${json(assets.styles)}.forEach(function(h){var l=d.createElement("link");l.rel="stylesheet";l.href=h;d.head.appendChild(l)});` +
    `${json(assets.scripts)}.forEach(function(h){var e=d.createElement("script");e.src=h;e.async=false;d.head.appendChild(e)})}` +
    'if(p){requestAnimationFrame(function(){setTimeout(start)});setTimeout(start,500)}else start()})()'
  );
}
