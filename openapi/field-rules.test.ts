import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import {
  registerMobile,
  registerPassword,
  resetPassword,
} from '../web/features/auth/validation.ts';
import { Mobile, ResetPassword, StrongPassword } from './fields.ts';

/** The form's verdict and the contract's on each value: they must never disagree. */
function verdicts(check: (value: string) => string | undefined, schema: TSchema, values: string[]) {
  const compiled = Compile(schema);
  return values.map((value) => ({
    value: value.length > 20 ? `${value.slice(0, 12)}… (${value.length})` : value,
    form: check(value) === undefined,
    contract: compiled.Check(value),
  }));
}

function agree(rows: ReturnType<typeof verdicts>) {
  for (const row of rows) expect(row.form, row.value).toBe(row.contract);
}

describe('field rules: the forms and the contract agree', () => {
  it('on the reset password, including its maximum length', () => {
    agree(
      verdicts(resetPassword, ResetPassword, [
        'Abcdefg1',
        'abcdefg1',
        'Abcdef1',
        `Aa1${'x'.repeat(125)}`,
        `Aa1${'x'.repeat(126)}`,
      ]),
    );
  });

  it('on the registration password', () => {
    agree(
      verdicts(registerPassword, StrongPassword, [
        'Abcdef1!',
        'Abcdefg1',
        `Aa1!${'x'.repeat(56)}`,
        `Aa1!${'x'.repeat(57)}`,
      ]),
    );
  });

  it('on the mobile number', () => {
    agree(
      verdicts(registerMobile, Mobile, ['9876543210', '5876543210', '987654321', '98765432101']),
    );
  });
});
