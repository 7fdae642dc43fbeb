/**
 * The per-request nonce the server writes into index.html's `<meta name="csp-nonce">`: antd's
 * style tags and the bundler's lazily loaded chunks must carry it to pass the CSP.
 */
export function cspNonce(): string | undefined {
  return document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? undefined;
}

/**
 * Gives every `<style>` that script creates this page's nonce. Some antd internals (the scroll lock
 * of drawers and modals, in @rc-component/portal) insert style tags without taking the nonce antd's
 * ConfigProvider holds, and the CSP blocks them. Only script can call createElement, and script
 * already runs only with the nonce, so markup injected into the page still gets no styles.
 */
export function nonceScriptStyles(nonce: string | undefined): void {
  if (!nonce) return;
  const createElement = document.createElement.bind(document);
  document.createElement = ((tagName: string, options?: ElementCreationOptions) => {
    const element = createElement(tagName, options);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  }) as typeof document.createElement;
}
