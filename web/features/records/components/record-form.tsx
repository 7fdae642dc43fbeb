import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cgpaMax,
  graduationYearMax,
  graduationYearMin,
  percentMax,
  recordBacklogsMax,
} from '#openapi/field-rules.ts';
import type { RecordStudent, RecordUpdateRequest } from '#openapi/records.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useClasses } from '../../../shared/api/lookups/get-classes.ts';
import { Button } from '../../../shared/ui/antd.ts';
import { useRecordUpdate } from '../api/record-update.ts';

type Marks = Omit<RecordUpdateRequest, 'UserID' | 'classID'>;

/** Each number field with its bounds (field-rules.ts, as the server checks them) and its step. */
const numberFields: { key: keyof Marks; min: number; max: number; step: string }[] = [
  { key: 'cgpa', min: 0, max: cgpaMax, step: 'any' },
  { key: 'tenthPercent', min: 0, max: percentMax, step: 'any' },
  { key: 'twelfthPercent', min: 0, max: percentMax, step: 'any' },
  { key: 'activeBacklogs', min: 0, max: recordBacklogsMax, step: '1' },
  { key: 'graduationYear', min: graduationYearMin, max: graduationYearMax, step: '1' },
];

type Props = { student: RecordStudent; instituteID: number | undefined; onSaved: () => void };

/**
 * One student's record as a form (D28): native number fields with the contract's bounds, so the
 * browser says what is out of range before the server does; the server's refusal is shown as said.
 */
export function RecordForm({ student, instituteID, onSaved }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const classes = useClasses(instituteID);
  const update = useRecordUpdate();
  const [values, setValues] = useState<Record<string, string>>(() => ({
    ...Object.fromEntries(
      numberFields.map(({ key }) => [key, student.record ? String(student.record[key]) : '']),
    ),
    classID: student.classID ? String(student.classID) : '',
  }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      UserID: student.UserID,
      classID: Number(values.classID),
      ...Object.fromEntries(numberFields.map(({ key }) => [key, Number(values[key])])),
    } as RecordUpdateRequest;
    update.mutate(body, { onSuccess: onSaved });
  };
  return (
    <form className="records-form" onSubmit={submit}>
      {numberFields.map(({ key, min, max, step }) => (
        <div key={key} className="records-filter">
          <label htmlFor={`${id}-${key}`}>{t(`records.column.${key}`)}</label>
          <input
            id={`${id}-${key}`}
            type="number"
            inputMode="decimal"
            required
            min={min}
            max={max}
            step={step}
            value={values[key]}
            onChange={(event) => setValues({ ...values, [key]: event.target.value })}
          />
        </div>
      ))}
      <div className="records-filter">
        <label htmlFor={`${id}-class`}>{t('records.filters.class')}</label>
        <select
          id={`${id}-class`}
          required
          value={values.classID}
          onChange={(event) => setValues({ ...values, classID: event.target.value })}
        >
          <option value="" disabled>
            —
          </option>
          {(classes.data?.body ?? []).map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      {update.isError ? (
        <p className="records-error" role="alert">
          {t('records.saveFailed')} {errorMessage(update.error, t)}
        </p>
      ) : null}
      <Button htmlType="submit" type="primary" size="large" loading={update.isPending}>
        {t('records.save')}
      </Button>
    </form>
  );
}
