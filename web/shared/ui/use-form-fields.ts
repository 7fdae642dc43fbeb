import { type ChangeEvent, type FormEvent, useState } from 'react';

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

  const problemOf = (name: keyof Values) => checks[name]?.(values[name], values);
  const names = Object.keys(checks) as (keyof Values)[];
  const valid = names.every((name) => problemOf(name) === undefined);

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
    /** Validates everything, then calls `onValid` only when every check passes. */
    submit: (onValid: (values: Values) => void) => (event: FormEvent) => {
      event.preventDefault();
      setTouched(
        Object.fromEntries(names.map((name) => [name, true])) as Record<keyof Values, true>,
      );
      if (valid) onValid(values);
    },
  };
}
