import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';

/**
 * What a field says is wrong: a translation key, or a key with the values its words take ("at
 * most {{max}} locations"), so a limit is written once, where the rules read it.
 */
export type FieldMessage = string | { key: string; values: Record<string, string | number> };

/** A check answers its message, or undefined when the value passes. */
export type FieldCheck<Values, Value> = (value: Value, values: Values) => FieldMessage | undefined;

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
  // What the server said of a field, shown there until the field changes (`fail`).
  const [refused, setRefused] = useState<Partial<Record<keyof Values, FieldMessage>>>({});
  // A failed submit: which attempt, and how many fields failed (FormErrorSummary announces it).
  const [failure, setFailure] = useState({ attempt: 0, count: 0 });
  const submitted = useRef<HTMLFormElement | null>(null);

  const problemOf = (name: keyof Values) => refused[name] ?? checks[name]?.(values[name], values);
  const names = Object.keys(checks) as (keyof Values)[];
  const failing = names.filter((name) => checks[name]?.(values[name], values) !== undefined);
  const valid = failing.length === 0;
  const refusedCount = Object.keys(refused).length;

  // Once the failed fields are marked, the first of them takes focus: the keyboard and the screen
  // reader start where the work is, not at the submit button at the bottom.
  useEffect(() => {
    if (failure.attempt === 0) return;
    submitted.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failure.attempt]);

  // A new value; `byUser` says whether the field now shows its message (the user has been there).
  const put = <Name extends keyof Values>(name: Name, value: Values[Name], byUser: boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    setTouched(
      ({ [name]: _was, ...others }) =>
        (byUser ? { ...others, [name]: true } : others) as typeof touched,
    );
    setRefused(({ [name]: _gone, ...others }) => others as typeof refused);
  };
  const set = <Name extends keyof Values>(name: Name, value: Values[Name]) =>
    put(name, value, true);

  return {
    values,
    valid,
    set,
    /**
     * Empties a field another's change has made stale (a class, once the institute changes): it is
     * not the user's doing, so the field says nothing until they have been there or the form is
     * submitted.
     */
    clear: <Name extends keyof Values>(name: Name, value: Values[Name]) => put(name, value, false),
    /** Binds a text input to a string field: its value, and `set` on every change. */
    text: (
      name: { [Name in keyof Values]: Values[Name] extends string ? Name : never }[keyof Values],
    ) => ({
      value: values[name] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        set(name, event.target.value as Values[typeof name]),
    }),
    /** The field's message, once the user has been there (or the server has refused it). */
    error: (name: keyof Values) => (touched[name] || refused[name] ? problemOf(name) : undefined),
    /** The last failed submit, for FormErrorSummary; `count` is 0 once the form is valid. */
    failure: {
      attempt: failure.attempt,
      count: valid && refusedCount === 0 ? 0 : failure.count,
    },
    /**
     * The server refused the field (a 400 naming it): its message shows there until the field
     * changes, and the field takes the focus.
     */
    fail: (name: keyof Values, message: FieldMessage) => {
      setRefused((current) => ({ ...current, [name]: message }));
      setFailure(({ attempt }) => ({ attempt: attempt + 1, count: 1 }));
    },
    /**
     * Validates everything, then calls `onValid` only when every check passes; otherwise focuses
     * the first field in error, records the failure for the summary and calls `onInvalid`. The
     * submitting event goes to `onValid` (its submitter says which button was pressed).
     */
    submit:
      (
        onValid: (values: Values, event: FormEvent<HTMLFormElement>) => void,
        onInvalid?: () => void,
      ) =>
      (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        submitted.current = event.currentTarget;
        setTouched(
          Object.fromEntries(names.map((name) => [name, true])) as Record<keyof Values, true>,
        );
        setRefused({});
        if (valid) {
          onValid(values, event);
          return;
        }
        setFailure(({ attempt }) => ({ attempt: attempt + 1, count: failing.length }));
        onInvalid?.();
      },
  };
}
