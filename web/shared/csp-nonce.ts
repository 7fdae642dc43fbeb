/**
 * The per-request nonce the server writes into index.html's `<meta name="csp-nonce">`: antd's
 * style tags and the bundler's lazily loaded chunks must carry it to pass the CSP.
 */
export function cspNonce(): string | undefined {
  return document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? undefined;
}
