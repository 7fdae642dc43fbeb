/** Reads the `exp` claim (epoch seconds) of a JWT without verifying it; undefined when unreadable. */
function readTokenExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    if (typeof claims === 'object' && claims !== null && 'exp' in claims) {
      return typeof claims.exp === 'number' ? claims.exp : undefined;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** A token is expired when its `exp` is in the past (D8); a token without `exp` never expires here. */
export function isTokenExpired(token: string): boolean {
  const exp = readTokenExpiry(token);
  return exp !== undefined && exp * 1000 <= Date.now();
}
