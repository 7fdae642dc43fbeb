import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useClasses } from '../../../shared/api/lookups/get-classes.ts';
import { useSections } from '../../../shared/api/lookups/get-sections.ts';
import type { InstituteDashboardQuery } from '../api/get-institute-dashboard.ts';

type Props = {
  instituteID: number | undefined;
  graduationYears: readonly number[];
  graduationYear: number | undefined;
  query: InstituteDashboardQuery;
  onChange: (next: InstituteDashboardQuery) => void;
};

/** The graduation year (D25), a class and a section: native selects, each with its label. */
export function InstituteFilters({
  instituteID,
  graduationYears,
  graduationYear,
  query,
  onChange,
}: Props) {
  const { t } = useTranslation();
  const ids = { year: useId(), classID: useId(), sectionID: useId() };
  const classes = useClasses(instituteID).data?.body ?? [];
  const sections = useSections(instituteID, query.classID).data?.body ?? [];
  const number = (value: string) => (value === '' ? undefined : Number(value));
  return (
    <fieldset className="org-dashboard-filters">
      <legend className="visually-hidden">{t('org-dashboards.institute.filters')}</legend>
      <label htmlFor={ids.year}>
        {t('org-dashboards.institute.graduationYear')}
        <select
          id={ids.year}
          value={graduationYear ?? ''}
          onChange={(event) => onChange({ ...query, graduationYear: number(event.target.value) })}
        >
          {graduationYears.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={ids.classID}>
        {t('org-dashboards.institute.class')}
        <select
          id={ids.classID}
          value={query.classID ?? ''}
          onChange={(event) =>
            onChange({ ...query, classID: number(event.target.value), sectionID: undefined })
          }
        >
          <option value="">{t('org-dashboards.institute.allClasses')}</option>
          {classes.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={ids.sectionID}>
        {t('org-dashboards.institute.section')}
        <select
          id={ids.sectionID}
          value={query.sectionID ?? ''}
          disabled={query.classID === undefined}
          onChange={(event) => onChange({ ...query, sectionID: number(event.target.value) })}
        >
          <option value="">{t('org-dashboards.institute.allSections')}</option>
          {sections.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
