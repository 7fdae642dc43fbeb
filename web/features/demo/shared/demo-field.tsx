import { type ReactNode, useId } from 'react';

/** A dialog's field: its label above the control, tied to it by id (the control takes `id`). */
export function DemoField({
  label,
  children,
}: {
  label: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="demo-field">
      <label className="demo-field-label" htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}
