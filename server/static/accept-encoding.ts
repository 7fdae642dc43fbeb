/** The encodings we keep precompressed, in the order we prefer them. */
export type Encoding = 'br' | 'gzip' | 'identity';

const PREFERENCE: readonly Encoding[] = ['br', 'gzip', 'identity'];

// RFC 9110 §12.4.2: "0" to "1" with up to three decimals. Anything else is read as a refusal, so a
// malformed weight can never make us send a coding the client may have meant to refuse.
const QVALUE = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/;

/** The weight of each coding the header names, by lowercase name; x-gzip counts as gzip. */
function parseWeights(acceptEncoding: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!rawName) continue;
    const name = rawName === 'x-gzip' ? 'gzip' : rawName;
    const q = params.find((param) => param.startsWith('q='))?.slice(2);
    const weight = q === undefined ? 1 : QVALUE.test(q) ? Number(q) : 0;
    // Named twice (gzip and x-gzip): a refusal in either wins.
    weights.set(name, Math.min(weight, weights.get(name) ?? 1));
  }
  return weights;
}

/** Parsed headers by their text: browsers send a handful of distinct values, over and over. */
const parsedWeights = new Map<string, ReadonlyMap<string, number>>();
/** Past this many distinct values (a client making them up) the memo starts over. */
const MAX_PARSED = 256;

function weightsOf(acceptEncoding: string): ReadonlyMap<string, number> {
  let weights = parsedWeights.get(acceptEncoding);
  if (!weights) {
    if (parsedWeights.size >= MAX_PARSED) parsedWeights.clear();
    weights = parseWeights(acceptEncoding);
    parsedWeights.set(acceptEncoding, weights);
  }
  return weights;
}

/**
 * Picks among the `available` codings the one the client weighs highest, br before gzip before
 * identity on a tie (RFC 9110 §12.5.3). A coding with q=0 is refused; `*` weighs the codings not
 * named; identity is acceptable, least preferred, unless refused by `identity;q=0` or `*;q=0`. A
 * compressed coding the client refused is never sent: when nothing is acceptable, the answer is
 * identity (the RFC lets a server disregard the header rather than answer 406).
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: ReadonlySet<Encoding>,
): Encoding {
  if (!acceptEncoding) return 'identity';
  const weights = weightsOf(acceptEncoding);
  const star = weights.get('*');
  const weightOf = (coding: Encoding) =>
    weights.get(coding) ?? star ?? (coding === 'identity' ? Number.MIN_VALUE : 0);

  let best: Encoding = 'identity';
  let bestWeight = 0;
  for (const coding of PREFERENCE) {
    const weight = available.has(coding) ? weightOf(coding) : 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
