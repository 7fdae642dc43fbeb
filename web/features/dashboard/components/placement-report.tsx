import { useTranslation } from 'react-i18next';
import type { InstituteDashboard, PlacementFigures } from '#openapi/dashboard-institute.ts';
import { useFigureFormat } from '../../../shared/charts/use-figure-format.ts';
import { formatDay } from '../../../shared/time/format-date.ts';
import { classLabel, rupeesOf } from './institute-figure-data.ts';

const figureKeys = [
  'students',
  'placed',
  'placementRate',
  'medianCtc',
  'highestCtc',
  'applications',
] as const;

/**
 * The placement report as the browser prints it (A4, see org-dashboards.css): the institute's name,
 * the graduation year and the day printed, then the dashboard's figures as tables. Hidden on the
 * screen, where the figure blocks show the same figures; printed, it is the only thing on the page.
 */
export function PlacementReport({ dashboard }: { dashboard: InstituteDashboard }) {
  const { t, i18n } = useTranslation();
  const format = useFigureFormat();
  const label = (key: string) => t(`org-dashboards.institute.figure.${key}`);
  const cells = (figures: PlacementFigures) =>
    figureKeys.map((key) => {
      const value = figures[key];
      const text =
        key === 'placementRate'
          ? format(value, 'percent')
          : key === 'medianCtc' || key === 'highestCtc'
            ? format(rupeesOf(value), 'money')
            : format(value, 'count');
      return <td key={key}>{text}</td>;
    });
  return (
    <section className="placement-report" aria-label={t('org-dashboards.institute.report.title')}>
      <header>
        <h2>{dashboard.institute.name}</h2>
        <p>
          {t('org-dashboards.institute.report.heading', {
            year: dashboard.graduationYear,
            date: formatDay(Date.now(), i18n.resolvedLanguage ?? 'en'),
          })}
        </p>
      </header>
      <table>
        <caption>{t('org-dashboards.institute.report.byClass')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('org-dashboards.institute.classColumn')}</th>
            {figureKeys.map((key) => (
              <th key={key} scope="col">
                {label(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('org-dashboards.institute.allStudents')}</th>
            {cells(dashboard.totals)}
          </tr>
          {dashboard.byClass.map((row) => (
            <tr key={`${row.classID}-${row.sectionID}`}>
              <th scope="row">{classLabel(t, row)}</th>
              {cells(row)}
            </tr>
          ))}
        </tbody>
      </table>
      <table>
        <caption>{t('org-dashboards.institute.byCompany.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('org-dashboards.institute.company')}</th>
            <th scope="col">{label('applications')}</th>
            <th scope="col">{label('placed')}</th>
          </tr>
        </thead>
        <tbody>
          {dashboard.byCompany.map((row) => (
            <tr key={row.CompanyID}>
              <th scope="row">{row.name}</th>
              <td>{format(row.applications, 'count')}</td>
              <td>{format(row.placed, 'count')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table>
        <caption>{t('org-dashboards.institute.byJob.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('org-dashboards.institute.job')}</th>
            <th scope="col">{t('org-dashboards.institute.company')}</th>
            <th scope="col">{label('applications')}</th>
            <th scope="col">{label('placed')}</th>
          </tr>
        </thead>
        <tbody>
          {dashboard.byJob.map((row) => (
            <tr key={row.JobID}>
              <th scope="row">{row.title}</th>
              <td>{row.companyName}</td>
              <td>{format(row.applications, 'count')}</td>
              <td>{format(row.placed, 'count')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
