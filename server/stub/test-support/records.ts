import { recordsCsvColumns } from '#openapi/operations/records-columns.ts';
import { classes, sections } from '../common/lookup-data.ts';
import type { Store } from '../store.ts';

// The records tests and bench share these: students without records in bulk, and CSV files built
// the way a spreadsheet saves them.

/** `count` new students of an institute, none with a record: bulk1@…, bulk2@… of `domain`. */
export function addStudentsWithoutRecords(
  store: Store,
  instituteID: number,
  count: number,
  domain = 'bulk.example.com',
): string[] {
  const classID = classes.find((item) => item.instituteID === instituteID)?.id ?? null;
  const sectionID = sections.find((item) => item.classID === classID)?.id ?? null;
  const emails: string[] = [];
  for (let n = 1; n <= count; n++) {
    const UserID = store.nextUserID++;
    const email = `bulk${n}@${domain}`;
    store.users.set(UserID, {
      UserID,
      email,
      displayName: `Bulk Student ${n}`,
      userType: 1,
      userTypeName: 'Student',
      passwordHash: '',
      mobile: null,
      instituteID,
      classID,
      sectionID,
      stateID: null,
      languageID: 1,
    });
    emails.push(email);
  }
  return emails;
}

/** A records CSV with the template's header and these rows, CRLF as spreadsheets write it. */
export const recordsCsv = (rows: readonly (readonly (string | number)[])[]) =>
  [recordsCsvColumns.map((column) => column.header), ...rows]
    .map((row) => row.join(','))
    .join('\r\n')
    .concat('\r\n');

/** A file's bytes as the import call carries them. */
export const base64Of = (file: string | Uint8Array) =>
  (typeof file === 'string' ? Buffer.from(file, 'utf8') : Buffer.from(file)).toString('base64');
