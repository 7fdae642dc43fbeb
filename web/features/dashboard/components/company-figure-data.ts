import type { TFunction } from 'i18next';
import type { CompanyDashboard, CompanyFigures } from '#openapi/dashboard-company.ts';
import type { FigureData } from '../../../shared/charts/figure-types.ts';

// The company's figures (D30) as the figure blocks draw and tabulate them: each value is the
// server's, never summed again here.

const counts = [
  'openJobs',
  'applications',
  'applicants',
  'offersMade',
  'offersAccepted',
  'offersDeclined',
] as const;

const label = (t: TFunction, key: string) => t(`org-dashboards.company.figure.${key}`);

/** The company's counts in all: one bar a figure. */
export function glanceData(t: TFunction, totals: CompanyFigures): FigureData {
  return {
    kind: 'hbar',
    categoryLabel: t('org-dashboards.company.figureColumn'),
    series: [{ key: 'value', label: t('org-dashboards.company.countColumn'), unit: 'count' }],
    rows: counts.map((key) => ({ label: label(t, key), values: { value: totals[key] } })),
  };
}

type Slice = CompanyFigures & { name: string };

/** Per recruiter or per institute: applications and offers, one group of bars each. */
export function sliceData(t: TFunction, category: string, slices: readonly Slice[]): FigureData {
  const keys = ['openJobs', 'applications', 'offersMade', 'offersAccepted'] as const;
  return {
    kind: 'hbar',
    categoryLabel: category,
    series: keys.map((key) => ({ key, label: label(t, key), unit: 'count' as const })),
    rows: slices.map((slice) => ({
      label: slice.name,
      values: Object.fromEntries(keys.map((key) => [key, slice[key]])),
    })),
  };
}

/** Time to hire (median days) and the highest accepted CTC, for the company and each recruiter. */
export function hireData(t: TFunction, dashboard: CompanyDashboard): FigureData {
  const rows = [
    { name: t('org-dashboards.company.wholeCompany'), ...dashboard.totals },
    ...dashboard.byRecruiter.map((row) => ({ ...row, name: row.displayName })),
  ];
  return {
    kind: 'hbar',
    categoryLabel: t('org-dashboards.company.recruiter'),
    series: [{ key: 'days', label: label(t, 'medianDaysToHire'), unit: 'days' }],
    rows: rows.map((row) => ({ label: row.name, values: { days: row.medianDaysToHire } })),
  };
}
