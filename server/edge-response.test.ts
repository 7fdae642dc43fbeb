import { describe, expect, it } from 'vitest';
import { edgeHeaderList, edgeHeaderListOnce, edgeHeaders } from './edge-response.ts';

/** A [name, value, …] list as an object, and whether a name came twice. */
function asObject(list: readonly string[]) {
  const object: Record<string, string> = {};
  let repeated = false;
  for (let i = 0; i < list.length; i += 2) {
    const name = list[i] as string;
    if (name in object) repeated = true;
    object[name] = list[i + 1] as string;
  }
  return { object, repeated };
}

// A handler's headers, some of which the edge replaces with its own.
const handler = {
  'content-type': 'application/json',
  'cache-control': 'max-age=60',
  'x-frame-options': 'SAMEORIGIN',
  'x-request-id': 'from-backend',
  'content-security-policy': 'default-src *',
  etag: '"abc"',
};

describe('the edge’s header set, in each of its forms', () => {
  it.each([true, false])('as a list for a header object used once, no-store %s', (noStore) => {
    const { object, repeated } = asObject(edgeHeaderListOnce(handler, 'N0nce', 'id-1', noStore));
    expect(repeated).toBe(false);
    expect(object).toEqual(edgeHeaders(handler, 'N0nce', 'id-1', noStore));
  });

  it('as a list for a header object used again and again, outside /api', () => {
    const { object, repeated } = asObject(edgeHeaderList(handler, 'N0nce', 'id-1'));
    expect(repeated).toBe(false);
    expect(object).toEqual(edgeHeaders(handler, 'N0nce', 'id-1', false));
  });
});
