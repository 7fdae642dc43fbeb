import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClasses } from '../../../shared/api/lookups/get-classes.ts';
import { useSections } from '../../../shared/api/lookups/get-sections.ts';
import { FilterSelect, idOrNone, namedOptions } from '../../../shared/ui/filter-select.tsx';
import type { RecordStudentsQuery } from '../api/record-students.ts';
import { studentSorts } from '../records-filters.ts';

type Props = {
  query: RecordStudentsQuery;
  instituteID: number | undefined;
  onChange: (next: Partial<RecordStudentsQuery>) => void;
};

const textOr = <Value extends string>(raw: string) => (raw === '' ? undefined : (raw as Value));

/**
 * /students' search and filters (D28): native controls, each with its label, which fit a phone's
 * width; the search applies on Enter or when the field is left, not on every key.
 */
export function StudentsFilterBar({ query, instituteID, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const classes = useClasses(instituteID);
  const sections = useSections(instituteID, query.classID);
  const [search, setSearch] = useState(query.search ?? '');
  const any = t('records.filters.any');
  const box = { className: 'records-filter' };
  const applySearch = () => {
    const next = search.trim() === '' ? undefined : search.trim();
    if (next !== query.search) onChange({ search: next });
  };

  return (
    <form
      className="records-filters"
      aria-label={t('records.filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        applySearch();
      }}
    >
      <div className="records-filter records-filter-wide">
        <label htmlFor={field('search')}>{t('records.filters.search')}</label>
        <input
          id={field('search')}
          type="search"
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
          onBlur={applySearch}
          // The form has no submit button (and many fields), so Enter would not submit it.
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              applySearch();
            }
          }}
        />
      </div>
      <FilterSelect
        id={field('class')}
        {...box}
        label={t('records.filters.class')}
        value={query.classID}
        any={any}
        options={namedOptions(classes.data?.body)}
        onChange={(raw) => onChange({ classID: idOrNone(raw), sectionID: undefined })}
      />
      <FilterSelect
        id={field('section')}
        {...box}
        label={t('records.filters.section')}
        value={query.sectionID}
        any={any}
        options={namedOptions(sections.data?.body)}
        disabled={query.classID === undefined}
        onChange={(raw) => onChange({ sectionID: idOrNone(raw) })}
      />
      <div className="records-filter">
        <label htmlFor={field('year')}>{t('records.filters.graduationYear')}</label>
        <input
          id={field('year')}
          type="number"
          inputMode="numeric"
          min={2000}
          max={2100}
          value={query.graduationYear ?? ''}
          onChange={(event) => {
            const year = Number(event.target.value);
            onChange({ graduationYear: year >= 2000 && year <= 2100 ? year : undefined });
          }}
        />
      </div>
      <FilterSelect
        id={field('placed')}
        {...box}
        label={t('records.filters.placed')}
        value={query.placed}
        any={any}
        options={[
          { value: 'placed', label: t('records.filters.placedYes') },
          { value: 'notPlaced', label: t('records.filters.placedNo') },
        ]}
        onChange={(raw) => onChange({ placed: textOr(raw) })}
      />
      <FilterSelect
        id={field('record')}
        {...box}
        label={t('records.filters.record')}
        value={query.record}
        any={any}
        options={[
          { value: 'with', label: t('records.filters.recordWith') },
          { value: 'without', label: t('records.filters.recordWithout') },
        ]}
        onChange={(raw) => onChange({ record: textOr(raw) })}
      />
      <FilterSelect
        id={field('sort')}
        {...box}
        label={t('records.filters.sort')}
        value={query.sort ?? 'name'}
        options={studentSorts.map((sort) => ({ value: sort, label: t(`records.sort.${sort}`) }))}
        onChange={(raw) => onChange({ sort: textOr(raw) })}
      />
      <FilterSelect
        id={field('order')}
        {...box}
        label={t('records.filters.order')}
        value={query.order ?? 'asc'}
        options={[
          { value: 'asc', label: t('records.filters.asc') },
          { value: 'desc', label: t('records.filters.desc') },
        ]}
        onChange={(raw) => onChange({ order: textOr(raw) })}
      />
    </form>
  );
}
