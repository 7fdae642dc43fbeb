/**
 * The one inline script of a prerendered page (nonce'd; it runs right after the markup, before the
 * first paint). It keeps a submit before the app takes over from going anywhere, and drops the
 * prerendered copy when the app will not show that screen: a signed-in visitor (the app sends them
 * on to their landing page), or the page kept by the offline shell (web/public/service-worker.js)
 * and served for another address.
 */
import { PRERENDERED_ID, PRERENDERED_STYLE_ID } from '../web/app/prerender-handoff.ts';

/** web/shared/session/session-store.ts's keys (TOKEN_KEY, PERSIST_KEY); a unit test holds them equal. */
export const SESSION_KEYS = { token: 'user_token', persisted: 'persist:root' } as const;

export function handOffScript(path: string): string {
  const json = JSON.stringify;
  return (
    `(function(){var p=document.getElementById(${json(PRERENDERED_ID)});` +
    'p.addEventListener("submit",function(e){e.preventDefault()});' +
    `try{var s=localStorage,a=(JSON.parse(s.getItem(${json(SESSION_KEYS.persisted)}))||{}).auth||{};` +
    `if(location.pathname!==${json(path)}||s.getItem(${json(SESSION_KEYS.token)})||a.token){` +
    `p.remove();var t=document.getElementById(${json(PRERENDERED_STYLE_ID)});t&&t.remove()}}catch(e){}})()`
  );
}
