import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClasses } from '../../../shared/api/lookups/get-classes.ts';
import { useSections } from '../../../shared/api/lookups/get-sections.ts';
import type { RecordStudentsQuery } from '../api/record-students.ts';
import { studentSorts } from '../records-filters.ts';

type Props = {
  query: RecordStudentsQuery;
  instituteID: number | undefined;
  onChange: (next: Partial<RecordStudentsQuery>) => void;
};

const idOr = (raw: string) => (raw === '' ? undefined : Number(raw));
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
      <div className="records-filter">
        <label htmlFor={field('class')}>{t('records.filters.class')}</label>
        <select
          id={field('class')}
          value={query.classID ?? ''}
          onChange={(event) =>
            onChange({ classID: idOr(event.target.value), sectionID: undefined })
          }
        >
          <option value="">{t('records.filters.any')}</option>
          {(classes.data?.body ?? []).map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      <div className="records-filter">
        <label htmlFor={field('section')}>{t('records.filters.section')}</label>
        <select
          id={field('section')}
          value={query.sectionID ?? ''}
          disabled={query.classID === undefined}
          onChange={(event) => onChange({ sectionID: idOr(event.target.value) })}
        >
          <option value="">{t('records.filters.any')}</option>
          {(sections.data?.body ?? []).map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
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
      <div className="records-filter">
        <label htmlFor={field('placed')}>{t('records.filters.placed')}</label>
        <select
          id={field('placed')}
          value={query.placed ?? ''}
          onChange={(event) => onChange({ placed: textOr(event.target.value) })}
        >
          <option value="">{t('records.filters.any')}</option>
          <option value="placed">{t('records.filters.placedYes')}</option>
          <option value="notPlaced">{t('records.filters.placedNo')}</option>
        </select>
      </div>
      <div className="records-filter">
        <label htmlFor={field('record')}>{t('records.filters.record')}</label>
        <select
          id={field('record')}
          value={query.record ?? ''}
          onChange={(event) => onChange({ record: textOr(event.target.value) })}
        >
          <option value="">{t('records.filters.any')}</option>
          <option value="with">{t('records.filters.recordWith')}</option>
          <option value="without">{t('records.filters.recordWithout')}</option>
        </select>
      </div>
      <div className="records-filter">
        <label htmlFor={field('sort')}>{t('records.filters.sort')}</label>
        <select
          id={field('sort')}
          value={query.sort ?? 'name'}
          onChange={(event) => onChange({ sort: textOr(event.target.value) })}
        >
          {studentSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`records.sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="records-filter">
        <label htmlFor={field('order')}>{t('records.filters.order')}</label>
        <select
          id={field('order')}
          value={query.order ?? 'asc'}
          onChange={(event) => onChange({ order: textOr(event.target.value) })}
        >
          <option value="asc">{t('records.filters.asc')}</option>
          <option value="desc">{t('records.filters.desc')}</option>
        </select>
      </div>
    </form>
  );
}
