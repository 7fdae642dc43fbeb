import type { RecordsCsvColumn } from '../records.ts';

/**
 * The records import's columns in order, with the header words the template writes and the import
 * expects (D28): the one place they are spelled. TypeBox-free (a type import only), so the SPA may
 * read it.
 */
export const recordsCsvColumns: readonly { key: RecordsCsvColumn; header: string }[] = [
  { key: 'email', header: 'Email' },
  { key: 'cgpa', header: 'CGPA' },
  { key: 'tenthPercent', header: '10th %' },
  { key: 'twelfthPercent', header: '12th %' },
  { key: 'activeBacklogs', header: 'Active backlogs' },
  { key: 'class', header: 'Class' },
  { key: 'graduationYear', header: 'Graduation year' },
];
