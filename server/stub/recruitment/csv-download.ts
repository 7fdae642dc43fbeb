import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/**
 * A CSV download of `rows` (D24), the one writer setup of every export: rows are written to
 * csv-stringify as the response is read (it waits on `drain`), so a 10,000-row export never holds
 * its text in memory; csv-stringify quotes per RFC 4180, ends records with CRLF, writes the
 * byte-order mark (spreadsheets then read Tamil names) and prefixes formula-like text cells with '
 * (`escape_formulas`): names and skills are typed by users.
 */
export function csvDownload<Row>(
  columns: readonly string[],
  rows: readonly Row[],
  recordOf: (row: Row) => (string | number)[],
  fileName: string,
): Response {
  const csv = stringify({
    bom: true,
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    escape_formulas: true,
  });
  let next = 0;
  const feed = () => {
    while (next < rows.length) {
      const more = csv.write(recordOf(rows[next++] as Row));
      if (!more) {
        csv.once('drain', feed);
        return;
      }
    }
    csv.end();
  };
  feed();
  return new Response(Readable.toWeb(csv) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
