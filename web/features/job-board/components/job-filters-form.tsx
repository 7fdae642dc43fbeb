import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchMaxLength } from '#openapi/field-rules.ts';
import { AppButton } from '../../../shared/ui/app-button.tsx';
import { FilterSelect } from '../../../shared/ui/filter-select.tsx';
import { TextInput } from '../../../shared/ui/text-input.tsx';
import { type JobListFilters, jobTypes } from '../hooks/use-url-params.ts';

type Props = {
  filters: JobListFilters;
  /** Every filter as it should be now (the URL re-reads and checks them). */
  onChange: (filters: JobListFilters) => void;
  /** The list's sort orders, its default first. */
  sorts: readonly string[];
  /** The status choices with their labels (counts included), first "all"; none: no status filter. */
  statuses?: readonly { value: string; label: string }[];
  /** Places to suggest for the location; none: no location filter. */
  locations?: readonly string[];
  /** The least pay (LPA) one may ask for; none: no pay filter. */
  ctcSteps?: readonly number[];
};

/**
 * Search, status, location, job type and sort of a job list (D14). The texts apply on Search (one
 * request, not one a keystroke); a status, a place picked from the list, a type or a sort applies
 * at once.
 *
 * Native controls drawn like antd's (issue 29: antd's radios, selects and its style engine were
 * most of the job lists' blocking time on a phone): a phone opens its own picker for a select, and
 * its own list of the places for the location.
 */
export function JobFiltersForm({ filters, onChange, sorts, statuses, locations, ctcSteps }: Props) {
  const { t } = useTranslation();
  const ids = {
    status: useId(),
    q: useId(),
    location: useId(),
    places: useId(),
    jobType: useId(),
    minCtc: useId(),
    sort: useId(),
  };
  const [q, setQ] = useState(filters.q ?? '');
  const [location, setLocation] = useState(filters.location ?? '');
  const apply = (changes: JobListFilters) => onChange({ ...filters, ...changes });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({
      q: q.trim() || undefined,
      ...(locations ? { location: location.trim() || undefined } : {}),
    });
  };
  const changeLocation = (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setLocation(value);
    // A place picked from the list applies at once (browsers tell a pick by no input type, or a
    // replacement); one typed waits for Search, as the search does; an emptied field clears it.
    const { inputType } = event.nativeEvent as Partial<InputEvent>;
    const picked = inputType === undefined || inputType === 'insertReplacementText';
    if (!value) apply({ location: undefined });
    else if (picked && locations?.includes(value)) apply({ location: value });
  };
  const [defaultSort] = sorts;
  // A select under its label in the filters' grid, drawn as the text fields are.
  const selectLook = { className: 'job-filter', selectClassName: 'text-input' };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for older phone browsers (and happy-dom); the role means the same everywhere.
    <form
      className="job-filters"
      role="search"
      aria-label={t('jobBoard.filters.label')}
      onSubmit={submit}
    >
      {statuses ? (
        <div
          className="job-filter-status"
          role="radiogroup"
          aria-label={t('jobBoard.filters.status')}
        >
          {statuses.map(({ value, label }) => (
            <label key={value}>
              <input
                type="radio"
                className="covering-input"
                name={ids.status}
                value={value}
                checked={(filters.status ?? '') === value}
                onChange={() => apply({ status: value || undefined })}
              />
              {label}
            </label>
          ))}
        </div>
      ) : null}
      <div className="job-filter job-filter-wide">
        <label htmlFor={ids.q}>{t('jobBoard.filters.search')}</label>
        <TextInput
          id={ids.q}
          type="search"
          value={q}
          placeholder={t('jobBoard.filters.searchPlaceholder')}
          maxLength={searchMaxLength}
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      {locations ? (
        <div className="job-filter">
          <label htmlFor={ids.location}>{t('jobBoard.filters.location')}</label>
          <TextInput
            id={ids.location}
            type="search"
            list={ids.places}
            value={location}
            placeholder={t('jobBoard.filters.anyLocation')}
            autoComplete="off"
            onChange={changeLocation}
          />
          <datalist id={ids.places}>
            {locations.map((place) => (
              <option key={place} value={place} />
            ))}
          </datalist>
        </div>
      ) : null}
      <FilterSelect
        id={ids.jobType}
        {...selectLook}
        label={t('jobBoard.filters.jobType')}
        value={filters.jobType}
        any={t('jobBoard.filters.anyType')}
        options={jobTypes.map((type) => ({ value: type, label: t(`recruitment.jobType.${type}`) }))}
        onChange={(raw) => apply({ jobType: jobTypes.find((type) => type === raw) })}
      />
      {ctcSteps ? (
        <FilterSelect
          id={ids.minCtc}
          {...selectLook}
          label={t('jobBoard.filters.minCtc')}
          value={filters.minCtc}
          any={t('jobBoard.filters.anyCtc')}
          options={ctcSteps.map((step) => ({
            value: step,
            label: t('jobBoard.filters.ctcAtLeast', { ctc: step }),
          }))}
          onChange={(raw) => apply({ minCtc: Number(raw) || undefined })}
        />
      ) : null}
      <FilterSelect
        id={ids.sort}
        {...selectLook}
        label={t('jobBoard.filters.sort')}
        value={filters.sort ?? defaultSort}
        options={sorts.map((sort) => ({ value: sort, label: t(`jobBoard.sort.${sort}`) }))}
        onChange={(raw) => apply({ sort: raw === defaultSort ? undefined : raw })}
      />
      <div className="job-filter-submit">
        <AppButton variant="primary" submit>
          {t('jobBoard.filters.submit')}
        </AppButton>
      </div>
    </form>
  );
}
