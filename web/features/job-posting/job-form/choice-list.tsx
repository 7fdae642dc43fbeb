import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldControl } from '../../../shared/ui/form-field.tsx';
import { SearchInput } from '../../../shared/ui/search-input.tsx';

export type Choice = { value: number; label: string };

/** More choices than this, and a box above them narrows them by name. */
const filteredFrom = 8;

/**
 * The choices of a group (FormField's `group`) as a checkbox each, which fits a phone and reads
 * the same to every screen reader (antd's multiple Select, issue 29). A long list scrolls in its
 * box and can be narrowed by name; what is ticked stays ticked while hidden.
 */
export function ChoiceList({
  control,
  choices,
  value,
  onChange,
  disabled = false,
  filterLabel,
  className,
}: {
  /** From FormField: the first box takes its id and every box says when the group is in error. */
  control?: FieldControl;
  choices: readonly Choice[];
  value: readonly number[];
  onChange: (value: number[]) => void;
  disabled?: boolean;
  /** The filter box's name, for a list that may grow long (institutes). */
  filterLabel?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const wanted = filter.trim().toLocaleLowerCase();
  const shown = wanted
    ? choices.filter((choice) => choice.label.toLocaleLowerCase().includes(wanted))
    : choices;
  const toggle = (chosen: number, on: boolean) =>
    onChange(
      choices
        .map((choice) => choice.value)
        .filter((each) => (each === chosen ? on : value.includes(each))),
    );
  return (
    <>
      {filterLabel && choices.length > filteredFrom ? (
        <SearchInput
          className="choice-list-filter"
          aria-label={filterLabel}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      ) : null}
      <ul className={['choice-list', className].filter(Boolean).join(' ')}>
        {shown.map((choice, index) => (
          <li key={choice.value}>
            <label className="choice-list-choice">
              <input
                type="checkbox"
                id={index === 0 ? control?.id : undefined}
                aria-invalid={control?.['aria-invalid'] || undefined}
                checked={value.includes(choice.value)}
                disabled={disabled}
                onChange={(event) => toggle(choice.value, event.target.checked)}
              />
              <span>{choice.label}</span>
            </label>
          </li>
        ))}
      </ul>
      {shown.length === 0 && choices.length > 0 ? (
        <p className="choice-list-none">{t('jobPosting.noChoiceMatches')}</p>
      ) : null}
    </>
  );
}
