import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyDashboardQuery } from '../api/get-company-dashboard.ts';

/** The company dashboard's dates: applications applied from one day to another (India's time). */
export function DateRangeFilter({
  query,
  onChange,
}: {
  query: CompanyDashboardQuery;
  onChange: (next: CompanyDashboardQuery) => void;
}) {
  const { t } = useTranslation();
  const fromId = useId();
  const toId = useId();
  const set = (key: 'from' | 'to', value: string) =>
    onChange({ ...query, [key]: value === '' ? undefined : value });
  return (
    <fieldset className="org-dashboard-filters">
      <legend className="visually-hidden">{t('org-dashboards.company.dates')}</legend>
      <label htmlFor={fromId}>
        {t('org-dashboards.company.from')}
        <input
          id={fromId}
          type="date"
          value={query.from ?? ''}
          max={query.to}
          onChange={(event) => set('from', event.target.value)}
        />
      </label>
      <label htmlFor={toId}>
        {t('org-dashboards.company.to')}
        <input
          id={toId}
          type="date"
          value={query.to ?? ''}
          min={query.from}
          onChange={(event) => set('to', event.target.value)}
        />
      </label>
    </fieldset>
  );
}
