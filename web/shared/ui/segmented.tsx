import { type ReactNode, useId } from 'react';
import './segmented.css';

type Option<Value> = { value: Value; label: ReactNode };

/**
 * One choice of a few, side by side, drawn like antd's Segmented without antd (issue 29): native
 * radios, so arrows move the choice and a screen reader hears a radio group named `aria-label`.
 */
export function Segmented<Value extends string | number>({
  value,
  options,
  onChange,
  className,
  'aria-label': label,
}: {
  value: Value;
  options: readonly Option<Value>[];
  onChange: (value: Value) => void;
  className?: string;
  'aria-label': string;
}) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={className ? `segmented ${className}` : 'segmented'}
    >
      {options.map((option) => (
        <label key={option.value} className="segmented-item">
          <input
            type="radio"
            className="covering-input"
            name={name}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
