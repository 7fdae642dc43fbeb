import {
  cgpaMax,
  graduationYearMax,
  graduationYearMin,
  percentMax,
  recordBacklogsMax,
} from '#openapi/field-rules.ts';
import type { RecordsCsvColumn, RecordsImportProblem } from '#openapi/records.ts';

// One cell of a records CSV (D28): a problem's shape, and the checks of the number columns.

export type Problem = Omit<RecordsImportProblem, 'value' | 'min' | 'max'> &
  Partial<Pick<RecordsImportProblem, 'value' | 'min' | 'max'>>;

export const problem = (found: Problem): RecordsImportProblem => ({
  value: null,
  min: null,
  max: null,
  ...found,
  ...(found.value === undefined || found.value === null ? {} : { value: found.value.slice(0, 60) }),
});

/** A cell a spreadsheet would run: =, @, or + and - before anything but a number (D28). */
export const isFormula = (cell: string) =>
  /^[=@]/.test(cell) || (/^[+-]/.test(cell) && !/^[+-]?\d+(\.\d+)?$/.test(cell));

type NumberRule = { min: number; max: number; whole: boolean };
export const numberRules: Partial<Record<RecordsCsvColumn, NumberRule>> = {
  cgpa: { min: 0, max: cgpaMax, whole: false },
  tenthPercent: { min: 0, max: percentMax, whole: false },
  twelfthPercent: { min: 0, max: percentMax, whole: false },
  activeBacklogs: { min: 0, max: recordBacklogsMax, whole: true },
  graduationYear: { min: graduationYearMin, max: graduationYearMax, whole: true },
};

/** Reads a number cell, or the problem with it. */
export function readNumber(
  cell: string,
  rule: NumberRule,
  at: Pick<Problem, 'row' | 'column'>,
): number | RecordsImportProblem {
  const pattern = rule.whole ? /^[+-]?\d+$/ : /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
  if (!pattern.test(cell)) {
    return rule.whole
      ? problem({ ...at, code: 'NOT_A_WHOLE_NUMBER', message: 'Not a whole number', value: cell })
      : problem({ ...at, code: 'NOT_A_NUMBER', message: 'Not a number', value: cell });
  }
  const value = Number(cell);
  if (value < rule.min || value > rule.max) {
    return problem({
      ...at,
      code: 'OUT_OF_RANGE',
      message: `Must be from ${rule.min} to ${rule.max}`,
      value: cell,
      min: rule.min,
      max: rule.max,
    });
  }
  return value;
}
