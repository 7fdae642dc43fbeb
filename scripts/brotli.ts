/** The build's brotli: quality 11, what `precompress.ts` writes beside each file and the size check counts. */
import { brotliCompressSync, constants } from 'node:zlib';

export function brotli(content: Buffer): Buffer {
  return brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}
