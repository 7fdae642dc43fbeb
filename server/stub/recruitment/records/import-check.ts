import { CsvError, parse } from 'csv-parse/sync';
import { recordsImportMaxRows } from '#openapi/field-rules.ts';
import { recordsCsvColumns } from '#openapi/operations/records-columns.ts';
import type {
  RecordsCsvColumn,
  RecordsImportProblem,
  RecordsImportProblemCode,
} from '#openapi/records.ts';
import type { User } from '../../auth/store.ts';
import { classes } from '../../common/lookup-data.ts';
import type { Store } from '../../store.ts';
import type { AcademicRecordEntry } from '../profiles/store.ts';
import { isFormula, numberRules, problem, readNumber } from './import-cells.ts';
import type { ImportRow } from './store.ts';
import { recordStateOf, sameState } from './write-record.ts';

// A records CSV checked whole (D28): the file's bytes, its delimiter and header first (a file that
// fails these has no rows to speak of), then every cell of every row, so the admin fixes the file
// once instead of once per problem.

export type ImportCheck = {
  rows: number;
  valid: ImportRow[];
  badRows: number;
  problems: RecordsImportProblem[];
  counts: { newRecords: number; changedRecords: number; unchangedRecords: number };
};

const fileProblem = (code: RecordsImportProblemCode, message: string, row = 0): ImportCheck => ({
  rows: 0,
  valid: [],
  badRows: 0,
  problems: [problem({ row, column: null, code, message })],
  counts: { newRecords: 0, changedRecords: 0, unchangedRecords: 0 },
});

const headerWords = recordsCsvColumns.map((column) => column.header);
const normal = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\u2012-\u2015-]/g, '-')
    .replace(/\s+/g, ' ');

/** The text of the file, or why it is not UTF-8 (a spreadsheet's "CSV" may be Windows-1252 or UTF-16). */
function decode(bytes: Uint8Array): string | ImportCheck {
  const utf16 =
    (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  const notUtf8 =
    'The file is not UTF-8: save it as "CSV UTF-8 (comma delimited)" and check it again';
  if (utf16) return fileProblem('ENCODING', notUtf8);
  try {
    // fatal: a byte that is not UTF-8 throws instead of becoming U+FFFD; the BOM is dropped.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fileProblem('ENCODING', notUtf8);
  }
}

/** Semicolons or tabs where commas belong: a spreadsheet set to a European list separator. */
function wrongDelimiter(firstLine: string): ImportCheck | null {
  if (firstLine.includes(',')) return null;
  const found = firstLine.includes(';') ? 'semicolons' : firstLine.includes('\t') ? 'tabs' : null;
  if (!found) return null;
  return fileProblem(
    'DELIMITER',
    `The columns are separated by ${found}, not commas: save it as "CSV (comma delimited)" and check it again`,
    1,
  );
}

type Records = { record: string[]; info: { lines: number } }[];

/** Parses the CSV into records with their line numbers, or the problem that stops it. */
function parseRecords(text: string): Records | ImportCheck {
  try {
    return parse(text, {
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as unknown as Records;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 0;
    return fileProblem(
      'UNREADABLE',
      'The file cannot be read from this row: a quote is not closed',
      line,
    );
  }
}

/**
 * Checks a records CSV against the institute's students and classes (D28). Rows are numbered as a
 * spreadsheet shows them, the header being row 1.
 */
export function checkImport(store: Store, instituteID: number, bytes: Uint8Array): ImportCheck {
  const text = decode(bytes);
  if (typeof text !== 'string') return text;
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = wrongDelimiter(firstLine);
  if (delimiter) return delimiter;
  const records = parseRecords(text);
  if (!Array.isArray(records)) return records;
  const [header, ...body] = records;
  if (
    !header ||
    header.record.length !== headerWords.length ||
    header.record.some((cell, index) => normal(cell) !== normal(headerWords[index] ?? ''))
  ) {
    return fileProblem(
      'HEADER',
      `The first row must be the template's: ${headerWords.join(', ')}`,
      1,
    );
  }
  if (body.length === 0) return fileProblem('EMPTY', 'The file has no rows under the header');
  if (body.length > recordsImportMaxRows) {
    return fileProblem('TOO_MANY_ROWS', `At most ${recordsImportMaxRows} rows in one file`);
  }

  const byEmail = new Map<string, User>();
  for (const user of store.users.values()) byEmail.set(user.email, user);
  const classByName = new Map(
    classes
      .filter((item) => item.instituteID === instituteID)
      .map((item) => [normal(item.name), item.id]),
  );
  const firstRowOf = new Map<string, number>();
  const check: ImportCheck = {
    rows: body.length,
    valid: [],
    badRows: 0,
    problems: [],
    counts: { newRecords: 0, changedRecords: 0, unchangedRecords: 0 },
  };

  for (const { record, info } of body) {
    const row = info.lines;
    const found: RecordsImportProblem[] = [];
    if (record.length !== headerWords.length) {
      found.push(
        problem({
          row,
          column: null,
          code: 'CELL_COUNT',
          message: `This row has ${record.length} cells; the template has ${headerWords.length}`,
        }),
      );
    } else {
      const cells = {} as Record<RecordsCsvColumn, string>;
      recordsCsvColumns.forEach(({ key }, index) => {
        cells[key] = (record[index] ?? '').trim();
      });
      const numbers: Partial<Record<RecordsCsvColumn, number>> = {};
      let student: User | undefined;
      let classID: number | undefined;
      for (const { key: column } of recordsCsvColumns) {
        const cell = cells[column];
        const at = { row, column };
        if (cell === '') {
          found.push(problem({ ...at, code: 'MISSING', message: 'Empty' }));
          continue;
        }
        if (isFormula(cell)) {
          found.push(
            problem({
              ...at,
              code: 'FORMULA',
              message: 'A spreadsheet formula, not a value',
              value: cell,
            }),
          );
          continue;
        }
        const rule = numberRules[column];
        if (rule) {
          const value = readNumber(cell, rule, at);
          if (typeof value === 'number') numbers[column] = value;
          else found.push(value);
        } else if (column === 'email') {
          const email = cell.toLowerCase();
          const user = byEmail.get(email);
          const first = firstRowOf.get(email);
          if (first !== undefined) {
            found.push(
              problem({
                ...at,
                code: 'DUPLICATE_ROW',
                message: `The same email as row ${first}`,
                value: cell,
                min: first,
              }),
            );
          } else firstRowOf.set(email, row);
          if (!user) {
            found.push(
              problem({
                ...at,
                code: 'UNKNOWN_EMAIL',
                message: 'No account has this email',
                value: cell,
              }),
            );
          } else if (user.userTypeName !== 'Student' || user.instituteID !== instituteID) {
            found.push(
              problem({
                ...at,
                code: 'OTHER_INSTITUTE',
                message: 'Not a student of your institute',
                value: cell,
              }),
            );
          } else student = user;
        } else {
          classID = classByName.get(normal(cell));
          if (classID === undefined) {
            found.push(
              problem({
                ...at,
                code: 'CLASS_UNKNOWN',
                message: 'Not a class of your institute',
                value: cell,
              }),
            );
          }
        }
      }
      if (found.length === 0 && student && classID !== undefined) {
        const marks = numbers as AcademicRecordEntry;
        const before = recordStateOf(store, student);
        const outcome = !before
          ? 'newRecords'
          : sameState(before, { ...marks, classID })
            ? 'unchangedRecords'
            : 'changedRecords';
        check.counts[outcome] += 1;
        check.valid.push({
          UserID: student.UserID,
          classID,
          marks: {
            cgpa: marks.cgpa,
            tenthPercent: marks.tenthPercent,
            twelfthPercent: marks.twelfthPercent,
            activeBacklogs: marks.activeBacklogs,
            graduationYear: marks.graduationYear,
          },
        });
      }
    }
    if (found.length > 0) {
      check.badRows += 1;
      check.problems.push(...found);
    }
  }
  return check;
}
