import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';

/** A check answers the translation key of its message, or undefined when the value passes. */
export type FieldCheck<Values, Value> = (value: Value, values: Values) => string | undefined;

type Checks<Values> = { [Name in keyof Values]?: FieldCheck<Values, Values[Name]> };

/**
 * Form state with validation on every change (seed §5): a field shows its message once it has been
 * changed or the form submitted. antd's Form would do the same at three times the weight on the
 * login page (see scripts/size-check.ts).
 */
export function useFormFields<Values extends Record<string, unknown>>(
  initial: Values,
  checks: Checks<Values>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  // A failed submit: which attempt, and how many fields failed (FormErrorSummary announces it).
  const [failure, setFailure] = useState({ attempt: 0, count: 0 });
  const submitted = useRef<HTMLFormElement | null>(null);

  const problemOf = (name: keyof Values) => checks[name]?.(values[name], values);
  const names = Object.keys(checks) as (keyof Values)[];
  const failing = names.filter((name) => problemOf(name) !== undefined);
  const valid = failing.length === 0;

  // Once the failed fields are marked, the first of them takes focus: the keyboard and the screen
  // reader start where the work is, not at the submit button at the bottom.
  useEffect(() => {
    if (failure.attempt === 0) return;
    submitted.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failure.attempt]);

  const set = <Name extends keyof Values>(name: Name, value: Values[Name]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setTouched((current) => ({ ...current, [name]: true }));
  };

  return {
    values,
    valid,
    set,
    /** Binds a text input to a string field: its value, and `set` on every change. */
    text: (
      name: { [Name in keyof Values]: Values[Name] extends string ? Name : never }[keyof Values],
    ) => ({
      value: values[name] as string,
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        set(name, event.target.value as Values[typeof name]),
    }),
    /** The translation key of the field's message, once the user has been there. */
    error: (name: keyof Values) => (touched[name] ? problemOf(name) : undefined),
    /** The last failed submit, for FormErrorSummary; `count` is 0 once the form is valid. */
    failure: { attempt: failure.attempt, count: valid ? 0 : failure.count },
    /**
     * Validates everything, then calls `onValid` only when every check passes; otherwise focuses
     * the first field in error and records the failure for the summary.
     */
    submit: (onValid: (values: Values) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setTouched(
        Object.fromEntries(names.map((name) => [name, true])) as Record<keyof Values, true>,
      );
      if (valid) {
        onValid(values);
        return;
      }
      submitted.current = event.currentTarget;
      setFailure(({ attempt }) => ({ attempt: attempt + 1, count: failing.length }));
    },
  };
}
