/** An unsigned JWT whose `exp` is `expSeconds` (the client only reads it). */
export function tokenExpiringAt(expSeconds: number): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', exp: expSeconds })}.sig`;
}
