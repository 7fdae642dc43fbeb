/** The encodings we keep precompressed, in the order we prefer them. */
export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Picks br, then gzip, then identity among those the client accepts (RFC 9110 §12.5.3): a coding
 * with q=0 is refused, `*` covers codings not named. Only `available` codings are considered.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: ReadonlySet<Encoding>,
): Encoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (available.has('br') && accepts('br')) return 'br';
  if (available.has('gzip') && (accepts('gzip') || accepts('x-gzip'))) return 'gzip';
  return 'identity';
}
